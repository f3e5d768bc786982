import { widgetReserve } from '../../shared/islands/reserve-box';

// The search field: its loaded height (its width is the header layout's).
export const reserve = widgetReserve({ all: { minHeight: 44 } });
