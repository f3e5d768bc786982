import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  moreTilesRequest,
  SAMPLES_SHOW_ALL_PAGE_SIZE,
} from '../../../../shared/domain/campaigns/tile-list';

describe('tile list paging (SPEC section 9)', () => {
  it('tiles: after the first 6 asks for the next 12 skipping 6, once, and only when the total is over 6', () => {
    expect(moreTilesRequest('tiles', 6, 6)).toEqual({ skip: 6, pageSize: 12 });
    expect(canLoadMore('tiles', { stage: 0, loaded: 6, total: 7 })).toBe(true);
    expect(canLoadMore('tiles', { stage: 0, loaded: 6, total: 6 })).toBe(false);
    expect(canLoadMore('tiles', { stage: 1, loaded: 18, total: 40 })).toBe(false);
  });

  it('pages (the samples show-all page of 60): the next whole page while products are missing', () => {
    expect(moreTilesRequest('pages', 60, SAMPLES_SHOW_ALL_PAGE_SIZE)).toEqual({ skip: 60, pageSize: 60 });
    expect(canLoadMore('pages', { stage: 0, loaded: 60, total: 61 })).toBe(true);
    expect(canLoadMore('pages', { stage: 1, loaded: 120, total: 120 })).toBe(false);
  });
});
