/**
 * The box a widget's island takes once loaded, declared next to the widget (widgets/<name>/reserve.ts).
 * The build turns every declaration into dist/static/shop/reserve.css (scripts/build/reserve-css.mjs), which
 * a page links beside the loader, so the island's element holds that space before any script runs and
 * mounting moves nothing (issue #35, 4; docs/decisions/0008-reserve-stylesheet.md). Pure data: the build
 * reads it, no chunk imports it.
 */
export interface ReserveBox {
  /** Pixels, or a CSS length such as `'100vh'` (a widget that is the page: at least a screenful). */
  minHeight?: number | string;
  /** Pixels: a header island's loaded width, so its neighbours do not slide sideways as it mounts. */
  minWidth?: number | string;
  /** A box kept by its proportions (a banner image), e.g. `'4 / 1'`; then `display: 'block'`. */
  aspectRatio?: string;
  /** `'block'` where the island's margins must meet its neighbours' (the default `flow-root` holds them). */
  display?: 'block' | 'flow-root';
  /** The island's own margin, for a box whose content's margins it stands in for. */
  margin?: string;
}

/**
 * The box at every width (`all`) and what differs per breakpoint of SPEC 9: small 0-767, medium 768-991,
 * large 992 and up (the media queries of shared/ui/primitives/base.css). The figures are the loaded
 * island's measured box on its demo page, margins included.
 */
export interface WidgetReserve {
  all?: ReserveBox;
  small?: ReserveBox;
  medium?: ReserveBox;
  large?: ReserveBox;
}

export function widgetReserve(reserve: WidgetReserve): WidgetReserve {
  return reserve;
}
