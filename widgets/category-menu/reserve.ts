import { widgetReserve } from '../../shared/islands/reserve-box';

// One line high: the menu scrolls sideways rather than wrapping.
export const reserve = widgetReserve({ all: { minHeight: 48 } });
