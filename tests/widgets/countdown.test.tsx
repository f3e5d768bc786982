import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countdown from '../../widgets/countdown/index';
import { remainingTime } from '../../shared/domain/content/countdown';
import { mountWidget } from './render-widget';

describe('remainingTime', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(remainingTime(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      completed: false,
    });
  });
  it('is completed once the end time has passed, never negative', () => {
    expect(remainingTime(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, completed: true });
    expect(remainingTime(1000, 1000).completed).toBe(true);
  });
});

describe('countdown widget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks each second', () => {
    mountWidget(countdown, { endTime: '2026-11-21T10:01:05Z', heading: 'Orders close in' });
    expect(screen.getByRole('heading', { name: 'Orders close in' })).toBeTruthy();
    const seconds = () => screen.getByRole('timer').querySelectorAll('.wsh-countdown__value')[3]!.textContent;
    const minutes = () => screen.getByRole('timer').querySelectorAll('.wsh-countdown__value')[2]!.textContent;
    expect([minutes(), seconds()]).toEqual(['01', '05']);
    act(() => vi.advanceTimersByTime(999));
    expect(seconds()).toBe('05');
    act(() => vi.advanceTimersByTime(1));
    expect(seconds()).toBe('04');
    expect(screen.getByText('minute')).toBeTruthy();
    expect(screen.getByText('seconds')).toBeTruthy();
  });

  it('shows completed once the end time has passed, and stops ticking', () => {
    mountWidget(countdown, { endTime: '2026-11-21T10:00:02Z' });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the editor text for completed, and Danish texts on a Danish page', () => {
    mountWidget(countdown, { endTime: '2020-01-01T00:00:00Z', completedText: 'Kampagnen er slut' }, { language: 'da' });
    expect(screen.getByText('Kampagnen er slut')).toBeTruthy();
  });

  it('shows Danish unit names', () => {
    mountWidget(countdown, { endTime: '2026-11-23T10:00:01Z' }, { language: 'da' });
    expect(screen.getByText('dage')).toBeTruthy();
    expect(screen.getByText('sekund')).toBeTruthy();
  });
});
