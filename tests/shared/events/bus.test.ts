import { describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../../shared/events/bus';

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: number[] = [];
    const off = on('exception', (e) => seen.push(e.status));
    emit('exception', { status: 500, method: 'GET', path: 'user', message: 'x' });
    off();
    emit('exception', { status: 502, method: 'GET', path: 'user', message: 'x' });
    expect(seen).toEqual([500]);
  });

  it('mirrors every event as a wsh:<name> CustomEvent on document for page code', () => {
    const listener = vi.fn();
    document.addEventListener('wsh:basketChanged', listener);
    emit('basketChanged', { basketId: 'B1', changedBasket: true, changedExpectedDeliveryDate: false });
    document.removeEventListener('wsh:basketChanged', listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      basketId: 'B1',
      changedBasket: true,
      changedExpectedDeliveryDate: false,
    });
  });

  it('keeps delivering when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    on('pageReloadWarning', () => {
      throw new Error('boom');
    });
    on('pageReloadWarning', second);
    emit('pageReloadWarning', { reason: 'test' });
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('[wsh] a listener of "pageReloadWarning" failed', expect.any(Error));
  });

  describe('replay, for islands that load after the first content (issue #35)', () => {
    const exception = (status: number) => ({ status, method: 'GET', path: 'user', message: 'x' });

    it('gives a listener that asks for it the events emitted before it subscribed, in order, then the new ones', () => {
      emit('exception', exception(500));
      emit('exception', exception(503));
      const seen: number[] = [];
      on('exception', (e) => seen.push(e.status), true);
      emit('exception', exception(502));
      expect(seen).toEqual([500, 503, 502]);
    });

    it('replays each event once: a later listener asking for a replay gets only what came after the first one asked', () => {
      emit('sessionExpired', { status: 401, method: 'GET', path: 'user' });
      on('sessionExpired', () => {}, true);
      const later: number[] = [];
      on('sessionExpired', (e) => later.push(e.status), true);
      expect(later).toEqual([]);
    });

    it('replays nothing to a listener that does not ask for it, and keeps the events for one that will', () => {
      emit('pageReloadWarning', { reason: 'basket-missing' });
      const plain = vi.fn();
      on('pageReloadWarning', plain);
      expect(plain).not.toHaveBeenCalled();
      const replaying = vi.fn();
      on('pageReloadWarning', replaying, true);
      expect(replaying).toHaveBeenCalledWith({ reason: 'basket-missing' });
    });

    it('keeps the last ten of a name, so a page nobody listens on holds no more', () => {
      for (let status = 1; status <= 12; status++) emit('exception', exception(status));
      const seen: number[] = [];
      on('exception', (e) => seen.push(e.status), true);
      expect(seen).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    });
  });
});
