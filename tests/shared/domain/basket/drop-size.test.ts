import { describe, expect, it } from 'vitest';
import { isDropSizeReached, phaseAfterAnswer, phaseAfterFade } from '../../../../shared/domain/basket/drop-size';
import { TIMING } from '../../../../shared/lib/timing';

describe('drop size (SPEC 4: the warning hides after the limit is reached, 500 ms fade)', () => {
  it('fades for 500 ms', () => {
    expect(TIMING.dropSizeFade).toBe(500);
  });

  it('is reached when the server says so or when nothing is missing', () => {
    expect(isDropSizeReached({ IsReached: true, MissingAmount: 0 })).toBe(true);
    expect(isDropSizeReached({ IsReached: false, MissingAmount: 0 })).toBe(true);
    expect(isDropSizeReached({ IsReached: true, MissingAmount: 12 })).toBe(true);
    expect(isDropSizeReached({ IsReached: false, MissingAmount: 0.01 })).toBe(false);
  });

  it('stays hidden without a fade when the limit is reached on first load', () => {
    expect(phaseAfterAnswer('hidden', true)).toBe('hidden');
  });

  it('shows the warning while something is missing, also again after it was hidden or during a fade', () => {
    expect(phaseAfterAnswer('hidden', false)).toBe('shown');
    expect(phaseAfterAnswer('shown', false)).toBe('shown');
    expect(phaseAfterAnswer('fading', false)).toBe('shown');
  });

  it('fades a shown warning once the limit is reached, and a running fade is not restarted', () => {
    expect(phaseAfterAnswer('shown', true)).toBe('fading');
    expect(phaseAfterAnswer('fading', true)).toBe('fading');
  });

  it('is hidden when the fade is over', () => {
    expect(phaseAfterFade('fading')).toBe('hidden');
    expect(phaseAfterFade('shown')).toBe('shown');
  });
});
