import { widgetReserve } from '../../shared/islands/reserve-box';

// A header island: its loaded width and height.
export const reserve = widgetReserve({ all: { minWidth: 145, minHeight: 44 } });
