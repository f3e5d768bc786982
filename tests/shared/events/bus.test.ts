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
});
