import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  DONUT,
  DONUT_CIRCUMFERENCE,
  donutStroke,
  donutTransform,
} from '../../../../shared/domain/sustainability/donut';

describe('donut geometry (SPEC 9: radius fixed, ring starts at the top)', () => {
  it('has one fixed radius and its circumference', () => {
    expect(DONUT.radius).toBe(50);
    expect(DONUT_CIRCUMFERENCE).toBeCloseTo(2 * Math.PI * 50, 10);
  });

  it('starts the ring at the top: rotated -90 degrees around the centre', () => {
    expect(donutTransform()).toBe(`rotate(-90 ${DONUT.size / 2} ${DONUT.size / 2})`);
  });

  it('draws the percent as one dash: offset = circumference x (1 - percent / 100)', () => {
    const c = DONUT_CIRCUMFERENCE;
    expect(donutStroke(0).dashOffset).toBeCloseTo(c, 10);
    expect(donutStroke(25).dashOffset).toBeCloseTo(c * 0.75, 10);
    expect(donutStroke(52.29).dashOffset).toBeCloseTo(c * (1 - 0.5229), 10);
    expect(donutStroke(100).dashOffset).toBeCloseTo(0, 10);
    expect(donutStroke(40).dashArray).toBe(`${c} ${c}`);
  });

  it('clamps the percent to 0..100 and treats non-numbers as 0', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(donutStroke(140).dashOffset).toBeCloseTo(0, 10);
    expect(donutStroke(-3).dashOffset).toBeCloseTo(DONUT_CIRCUMFERENCE, 10);
  });

  it('gives the empty ring the animation starts from when not drawn yet', () => {
    expect(donutStroke(80, false).dashOffset).toBeCloseTo(DONUT_CIRCUMFERENCE, 10);
  });
});
