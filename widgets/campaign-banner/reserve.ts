import { widgetReserve } from '../../shared/islands/reserve-box';

// The banner image's 4:1 box at the island's width, and the banner's own 8 px margins, which meet the
// neighbours' (a block, not flow-root: the 4:1 box is the image's alone).
export const reserve = widgetReserve({ all: { display: 'block', aspectRatio: '4 / 1', margin: '8px 0' } });
