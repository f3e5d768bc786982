import { widgetReserve } from '../../shared/islands/reserve-box';

// The search field: its loaded height on a page with no CSS of its own (the field takes the page's font, and
// 46 px is its height with the browser's default; a CMS font can make it a little lower). Its width is the
// header layout's.
export const reserve = widgetReserve({ all: { minHeight: 46 } });
