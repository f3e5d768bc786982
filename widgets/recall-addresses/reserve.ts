import { widgetReserve } from '../../shared/islands/reserve-box';

// A widget that is the page: at least a screenful, so what follows starts below the fold until it has drawn.
export const reserve = widgetReserve({ all: { minHeight: '100vh' } });
