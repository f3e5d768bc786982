import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkTerm, MIN_TERM_LENGTH, WILDCARD } from '../../../../shared/domain/impersonation/search-rules';
import { createSearchScheduler } from '../../../../shared/domain/impersonation/search-scheduler';
import { TIMING } from '../../../../shared/lib/timing';

describe('impersonation search term (SPEC 5: at least 2 characters unless it is "*")', () => {
  it('names the figures of the spec', () => {
    expect(MIN_TERM_LENGTH).toBe(2);
    expect(WILDCARD).toBe('*');
  });

  it('2 characters or more are searched, trimmed', () => {
    expect(checkTerm('ka')).toEqual({ ok: true, term: 'ka' });
    expect(checkTerm('  kantinen ')).toEqual({ ok: true, term: 'kantinen' });
    expect(checkTerm('Øs')).toEqual({ ok: true, term: 'Øs' });
  });

  it('1 character is too short, and white space around it does not count', () => {
    expect(checkTerm('k')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkTerm(' k  ')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkTerm('ø')).toEqual({ ok: false, reason: 'tooShort' });
  });

  it('"*" alone is searched (everyone); nothing typed is not', () => {
    expect(checkTerm('*')).toEqual({ ok: true, term: '*' });
    expect(checkTerm(' * ')).toEqual({ ok: true, term: '*' });
    expect(checkTerm('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkTerm('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe(`impersonation search timing (SPEC 5, 9: debounced ${TIMING.impersonationSearchDebounce} ms)`, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const search = vi.fn<(term: string) => void>();
    return { search, scheduler: createSearchScheduler(TIMING.impersonationSearchDebounce, search) };
  };

  it('searches 300 ms after the last keystroke, not before', () => {
    expect(TIMING.impersonationSearchDebounce).toBe(300);
    const { search, scheduler } = setUp();
    scheduler.type('ka');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('ka');
  });

  it('every keystroke starts the 300 ms again: only the last term is searched', () => {
    const { search, scheduler } = setUp();
    scheduler.type('ka');
    vi.advanceTimersByTime(200);
    scheduler.type('kan');
    vi.advanceTimersByTime(200);
    scheduler.type('kant');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search.mock.calls).toEqual([['kant']]);
  });

  it('a term cut back to 1 character drops the search that was waiting, and starts none', () => {
    const { search, scheduler } = setUp();
    scheduler.type('ka');
    vi.advanceTimersByTime(100);
    expect(scheduler.type('k')).toEqual({ ok: false, reason: 'tooShort' });
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('"*" is searched after 300 ms as well', () => {
    const { search, scheduler } = setUp();
    scheduler.type('*');
    vi.advanceTimersByTime(300);
    expect(search).toHaveBeenCalledExactlyOnceWith('*');
  });

  it('now() (Enter) searches at once and drops the waiting search; a too short term is not searched', () => {
    const { search, scheduler } = setUp();
    scheduler.type('kan');
    expect(scheduler.now('kan')).toEqual({ ok: true, term: 'kan' });
    expect(search).toHaveBeenCalledExactlyOnceWith('kan');
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
    expect(scheduler.now('k')).toEqual({ ok: false, reason: 'tooShort' });
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('cancel() (the panel closes) drops the waiting search', () => {
    const { search, scheduler } = setUp();
    scheduler.type('kan');
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
