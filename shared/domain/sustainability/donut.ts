/**
 * Geometry of the key-figure donuts (SPEC 9: radius fixed, ring starts at the top). The ring is an
 * SVG circle whose stroke is one dash as long as the percent of the circumference; the dash offset
 * moves it from empty (offset = circumference) to its value, which is what the CSS transition animates.
 */
export const DONUT = {
  /** The view box is SIZE x SIZE; the ring's centre line has this fixed radius. */
  size: 120,
  radius: 50,
  strokeWidth: 14,
  /** SVG circles start at 3 o'clock; -90 degrees puts the start at 12 o'clock. */
  rotation: -90,
} as const;

export const DONUT_CIRCUMFERENCE = 2 * Math.PI * DONUT.radius;

/** A percent held to 0..100; anything not a finite number counts as 0. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

export interface DonutStroke {
  /** `stroke-dasharray`: the whole circumference is one dash, so the offset alone decides what shows. */
  dashArray: string;
  /** `stroke-dashoffset` that shows `percent` of the ring. */
  dashOffset: number;
}

/** The ring for a percent; `drawn` false gives the empty ring the animation starts from. */
export function donutStroke(percent: number, drawn = true): DonutStroke {
  const c = DONUT_CIRCUMFERENCE;
  const shown = drawn ? clampPercent(percent) : 0;
  return { dashArray: `${c} ${c}`, dashOffset: c * (1 - shown / 100) };
}

/** The `transform` that starts the ring at the top, around the view box centre. */
export const donutTransform = (): string => `rotate(${DONUT.rotation} ${DONUT.size / 2} ${DONUT.size / 2})`;
