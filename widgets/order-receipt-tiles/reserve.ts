import { widgetReserve } from '../../shared/islands/reserve-box';

// The loaded island's box, measured on its demo page (margins included): reserve.css keeps it before the chunk arrives.
export const reserve = widgetReserve({ all: { minHeight: 255 }, small: { minHeight: 685 } });
