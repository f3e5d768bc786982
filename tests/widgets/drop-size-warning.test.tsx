import { readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropSizeApi } from '../../shared/api/drop-size-api';
import type { DropSize } from '../../shared/domain/basket/drop-size';
import { TIMING } from '../../shared/lib/timing';
import { $basket, flushBasket, loadBasket, setLineQuantity, switchBasket } from '../../shared/stores/basket/basket';
import dropSizeWarning from '../../widgets/drop-size-warning/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

// The mock's default customer has a drop-size limit of 1.500,00 kr.; its default basket (4.200,50 kr.)
// is above it and its basket B-1004 ("Café-kurv") is empty. Product 112160: 5 units = 1.660,20 kr.
useMockApi();
let mounted: ReturnType<typeof mountWidget> | null = null;
const context = (extra: object = {}) => ({ isAuthenticated: true, language: 'en', ...extra });

/** Wraps the real drop-size call (against the mock API) to see every request and await its answer. */
function watchDropSize(hold?: (call: number) => Promise<void> | undefined) {
  const real = dropSizeApi.dropSize;
  const calls: { subTotal: number; date: string; answer: Promise<DropSize> }[] = [];
  vi.spyOn(dropSizeApi, 'dropSize').mockImplementation((subTotal, date) => {
    const gate = hold?.(calls.length);
    const answer = gate ? real(subTotal, date).then(async (a) => (await gate, a)) : real(subTotal, date);
    calls.push({ subTotal, date, answer });
    return answer;
  });
  return calls;
}

/** Lets the widget apply an answer: awaits it, then the widget's own handler (registered first) has run. */
const applied = (answer: Promise<unknown>) => act(async () => void (await answer));

async function startWithEmptyBasket(extra: object = {}) {
  mounted = mountWidget(dropSizeWarning, {}, context(extra));
  await act(async () => {
    await loadBasket();
    await switchBasket('B-1004');
  });
}

const message = () => document.querySelector('.wsh-drop-size-warning__message');

afterEach(() => {
  vi.useRealTimers();
  mounted?.unmount();
  mounted = null;
});

describe('drop-size warning', () => {
  it('asks with the basket subtotal and expected date, and shows the missing amount as a status', async () => {
    const calls = watchDropSize();
    await startWithEmptyBasket();
    const last = calls.at(-1)!;
    expect(last).toMatchObject({ subTotal: 0, date: $basket.get()!.Delivery.ExpectedDate });
    await applied(last.answer);
    const date = last.date.split('-').reverse().join('.');
    expect(screen.getByRole('status').textContent).toBe(
      `Add 1.500,00 kr. more to reach the minimum order of 1.500,00 kr. for delivery on ${date}.`,
    );
  });

  it('renders nothing when the limit is reached on first load', async () => {
    const calls = watchDropSize();
    mounted = mountWidget(dropSizeWarning, {}, context());
    await act(() => loadBasket());
    await applied(calls[0]!.answer);
    expect(calls).toHaveLength(1);
    expect((await calls[0]!.answer).IsReached).toBe(true);
    expect(mounted.el.textContent).toBe('');
    expect(message()).toBeNull();
  });

  it('fades out for exactly 500 ms once added lines reach the limit, then is removed', async () => {
    const calls = watchDropSize();
    await startWithEmptyBasket();
    await applied(calls.at(-1)!.answer);
    expect(message()).not.toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setLineQuantity({ ProductId: '112160', Quantity: 5 });
    await act(() => flushBasket());
    const after = calls.at(-1)!;
    expect(after.subTotal).toBe(1660.2);
    await applied(after.answer);

    expect(TIMING.dropSizeFade).toBe(500);
    expect(message()!.className).toContain('wsh-drop-size-warning__message--fading');
    expect(message()!.textContent).toContain('Add 1.500,00 kr. more'); // the shown text stays while it fades
    act(() => vi.advanceTimersByTime(499));
    expect(message()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('fades with a CSS opacity transition of exactly 500 ms, skipped for reduced motion', () => {
    const css = readFileSync('widgets/drop-size-warning/drop-size-warning.css', 'utf8'); // vitest runs from the repository root;
    expect(css).toContain(`transition: opacity ${TIMING.dropSizeFade}ms`);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.wsh-drop-size-warning__message \{\s*transition: none;/,
    );
  });

  it('ignores a stale answer: only the latest request counts', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the answer for the empty basket (the first request) until the newer one is in.
    const calls = watchDropSize((n) => (n === 0 ? held : undefined));
    await startWithEmptyBasket();
    expect(calls).toHaveLength(1);
    setLineQuantity({ ProductId: '119516', Quantity: 1 }); // 12,39 kr.
    await act(() => flushBasket());
    expect(calls).toHaveLength(2);
    await applied(calls[1]!.answer);
    expect(message()!.textContent).toContain('Add 1.487,61 kr. more');
    release();
    await applied(calls[0]!.answer);
    expect((await calls[0]!.answer).FormattedMissingAmount).toBe('1.500,00 kr.');
    expect(message()!.textContent).toContain('Add 1.487,61 kr. more');
  });

  it('is in Danish on a Danish page', async () => {
    const calls = watchDropSize();
    await startWithEmptyBasket({ language: 'da' });
    await applied(calls.at(-1)!.answer);
    expect(screen.getByRole('status').textContent).toContain(
      'Tilføj 1.500,00 kr. mere for at nå minimumsordren på 1.500,00 kr.',
    );
  });

  it('renders nothing and makes no call for anonymous visitors', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    mounted = mountWidget(dropSizeWarning, {}, context({ isAuthenticated: false }));
    await act(async () => {});
    expect(mounted.el.textContent).toBe('');
    expect(mounted.el.querySelector('[role="status"]')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
