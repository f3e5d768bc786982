import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../shared/lib/newest-first';

describe('newestFirst', () => {
  const at = (items: { id: string; at: string }[]) => newestFirst(items, (i) => i.at).map((i) => i.id);

  it('sorts by the ISO date, newest first, dates with and without a time together', () => {
    expect(
      at([
        { id: 'b', at: '2025-11-20' },
        { id: 'c', at: '2025-11-20T13:00:00' },
        { id: 'a', at: '2024-12-31T23:59:59' },
      ]),
    ).toEqual(['c', 'b', 'a']);
  });

  it('keeps equal dates in the given order and puts unreadable ones last, in the given order', () => {
    expect(
      at([
        { id: 'x', at: '' },
        { id: 'p', at: '2025-01-01' },
        { id: 'y', at: 'not a date' },
        { id: 'q', at: '2025-01-01' },
      ]),
    ).toEqual(['p', 'q', 'x', 'y']);
  });
});
