import { widgetReserve } from '../../shared/islands/reserve-box';

// The delivery-date button (one line): its loaded width and height, in the header or anywhere else.
export const reserve = widgetReserve({ all: { minWidth: 244, minHeight: 40 }, small: { minWidth: 110 } });
