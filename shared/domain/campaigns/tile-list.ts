/** SPEC section 9: the tile list shows the first 6, then the next 12 (skipping 6). */
export const TILE_LIST = { first: 6, next: 12, moreButtonAbove: 6, showAllAbove: 18 } as const;
/** SPEC section 9: page size of sample and promotion lists, and of the samples' show-all page. */
export const SAMPLE_PAGE_SIZE = 6;
export const PROMOTION_PAGE_SIZE = 6;
export const SAMPLES_SHOW_ALL_PAGE_SIZE = 60;

/** The request for a stage of the tile list: stage 0 the first 6, stage 1 the next 12 after them. */
export function tileRequest(stage: 0 | 1): { skip: number; pageSize: number } {
  return stage === 0 ? { skip: 0, pageSize: TILE_LIST.first } : { skip: TILE_LIST.first, pageSize: TILE_LIST.next };
}

/** A "more" button when there are more than 6 tiles. */
export const hasMoreButton = (total: number): boolean => total > TILE_LIST.moreButtonAbove;
/** A "show all" link when there are more than 18 tiles. */
export const hasShowAll = (total: number): boolean => total > TILE_LIST.showAllAbove;

/** SPEC section 9: a single-position promotion (display mode inListSingle) shows 1 product. */
export function promotionProductCount(displayMode: string | undefined): number {
  return displayMode === 'inListSingle' ? 1 : PROMOTION_PAGE_SIZE;
}

/**
 * How a tile list grows: 'tiles' is SPEC 9's tile list (the first page, then once the next 12 after
 * the first 6); 'pages' is a show-all page (samples: 60 at a time), growing by whole pages.
 */
export type TilePaging = 'tiles' | 'pages';

/** The request that follows `loaded` tiles. */
export function moreTilesRequest(
  paging: TilePaging,
  loaded: number,
  pageSize: number,
): { skip: number; pageSize: number } {
  return paging === 'tiles' ? tileRequest(1) : { skip: loaded, pageSize };
}

/** Whether "more" is offered: the tile list once, above 6 tiles; a paged list while tiles are missing. */
export function canLoadMore(paging: TilePaging, o: { stage: 0 | 1; loaded: number; total: number }): boolean {
  return paging === 'tiles' ? o.stage === 0 && hasMoreButton(o.total) : o.loaded < o.total;
}
