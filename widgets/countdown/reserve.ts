import { widgetReserve } from '../../shared/islands/reserve-box';

// The loaded clock (days to seconds) with its heading.
export const reserve = widgetReserve({ all: { minHeight: 141 }, small: { minHeight: 132 } });
