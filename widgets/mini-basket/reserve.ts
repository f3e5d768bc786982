import { widgetReserve } from '../../shared/islands/reserve-box';

// A header island: its loaded width and height, so the header neither grows nor slides its links sideways.
export const reserve = widgetReserve({
  all: { minWidth: 267, minHeight: 45 },
  small: { minWidth: 183, minHeight: 44 },
});
