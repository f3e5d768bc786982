import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../shared/lib/timing';
import { switchBasket } from '../../shared/stores/basket/basket';
import keyFigures from '../../widgets/sustainability-key-figures/index';
import { model, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';
import { intersectionEntry } from '../support/intersection-entry';
import { waitForIt } from '../support/wait-for';

const { db } = useMockApi();
const SEEDED_ORDER = '7104407';

function mount(props: object, context: object = {}) {
  return mountWidget(keyFigures, props, { isAuthenticated: true, language: 'en', ...context });
}
const figures = (path: string) => model<Record<string, any>>(`sustainability/keyfigures/${path}`);
const sectionHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const group = (name: string) => screen.getByRole('group', { name });

/** IntersectionObserver stand-in: the test says when an element comes into view. */
let observers: { cb: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
function stubIntersectionObserver() {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
}
function scrollIntoView(el: Element) {
  for (const o of observers.filter((x) => !x.disconnected && x.targets.includes(el))) {
    act(() => o.cb([intersectionEntry(el)], {} as IntersectionObserver));
  }
}

beforeEach(() => stubIntersectionObserver());
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('sustainability key figures: states', () => {
  it('shows Loading..., then weight, CO2, organic share and report sections of an order, with totals in kg and percent', async () => {
    const expected = await figures(`order/${SEEDED_ORDER}`);
    mount({ source: 'order', id: SEEDED_ORDER });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { name: 'Weight of the food' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Weight of the food', 'Food CO2 footprint', 'Organic share', 'Food reports']);

    const weight = group('Weight of the food');
    const first = expected.SustainabilityRatios[0];
    expect(within(weight).getByRole('img', { name: `${first.Title}: ${first.KiloPercentFormatted}` })).toBeTruthy();
    expect(within(weight).getAllByRole('img')).toHaveLength(expected.SustainabilityRatios.length);
    const total = within(weight).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.textContent).toBe(`Total${expected.TotalKiloFormatted}100 %`);

    const co2 = group('Food CO2 footprint');
    expect(within(co2).getByRole('img', { name: `${first.Title}: ${first.CO2EPercentFormatted}` })).toBeTruthy();
    expect(within(co2).getByRole('rowheader', { name: 'Total' }).closest('tr')!.textContent).toContain(
      expected.TotalCO2EFormatted,
    );

    const link = within(group('Food reports')).getByRole('link', { name: 'Læs om vores klimadata' });
    expect(link.getAttribute('href')).toBe(`${location.origin}/sustainability`);
    expect(link.getAttribute('target')).toBe('_self');
    // No seeded line is a food-waste quick sale, so the table is not there.
    expect(screen.queryByRole('heading', { name: 'Reduced food waste' })).toBeNull();
  });

  it('shows each organic donut with its value text and the badge of its tier', async () => {
    const full = await figures('order/KF-FULL');
    mount({ source: 'order', id: 'KF-FULL' });
    const organic = await screen.findByRole('group', { name: 'Organic share' });
    const share = full.OrganicShare;
    expect(
      within(organic).getByRole('img', { name: `Organic share by weight: ${share.OrganicWeightPercentFormatted}` }),
    ).toBeTruthy();
    expect(
      within(organic).getByRole('img', { name: `Organic share by amount: ${share.OrganicAmountPercentFormatted}` }),
    ).toBeTruthy();
    expect(organic.textContent).toContain(`${share.OrganicWeightFormatted} (${share.OrganicWeightPercentFormatted})`);
    expect(organic.textContent).toContain(`${share.OrganicAmountFormatted} (${share.OrganicAmountPercentFormatted})`);
    // 93.2 % by weight is gold (90 and above), 86.8 % by amount silver (60 to below 90).
    expect(
      within(organic)
        .getAllByText(/badge$/)
        .map((b) => b.textContent),
    ).toEqual(['Gold badge', 'Silver badge']);
  });

  it('shows the reduced-food-waste table (unit, sum, CO2e; one weight row) when the data has it', async () => {
    mount({ source: 'basket', id: 'KF-FULL' });
    const section = await screen.findByRole('group', { name: 'Reduced food waste' });
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Unit', 'Sum', 'CO2e']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Weight30,0 kg149,5 kg']);
  });

  it('says No data for an answer without figures: {} for an order, null for an empty basket', async () => {
    const { unmount } = mount({ source: 'order', id: 'KF-EMPTY' });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Weight of the food' })).toBeNull();
    unmount();
    mount({ source: 'basket', id: 'B-1004', showBasketInformation: false });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('says No data for an unknown order (404)', async () => {
    mount({ source: 'order', id: '0000000' });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('leaves out the sections a partial answer lacks (under a heading of its own, at level 3 with sections at 4)', async () => {
    mount({ source: 'order', id: 'KF-PARTIAL', heading: 'Partial set', headingLevel: '3' });
    await screen.findByRole('heading', { name: 'Weight of the food' });
    expect(screen.getByRole('region', { name: 'Partial set' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Partial set');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Weight of the food',
      'Food CO2 footprint',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    db.setScenario('error-500');
    const user = userEvent.setup();
    mount({ source: 'order', id: SEEDED_ORDER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The key figures could not be loaded.');
    db.setScenario(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Weight of the food' })).toBeTruthy();
  });

  it('reads the order id from the address, and says so when there is none', async () => {
    window.history.replaceState(null, '', '/receipt.html?id=KF-PARTIAL');
    const { unmount } = mount({ source: 'order' });
    expect(await screen.findByRole('heading', { name: 'Weight of the food' })).toBeTruthy();
    unmount();
    window.history.replaceState(null, '', '/receipt.html');
    mount({ source: 'order' });
    expect(screen.getByText('No order is chosen, so there are no key figures to show.')).toBeTruthy();
  });

  it('shows nothing to anonymous visitors', async () => {
    const { el } = mount({ source: 'order', id: SEEDED_ORDER }, { isAuthenticated: false });
    await act(async () => {});
    expect(el.textContent).toBe('');
  });

  it('speaks Danish', async () => {
    mount({ source: 'order', id: 'KF-EMPTY' }, { language: 'da' });
    expect(screen.getByRole('status').textContent).toBe('Indlæser...');
    expect(await screen.findByText('Ingen data')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bæredygtighedsnøgletal' })).toBeTruthy();
  });
});

describe('sustainability key figures: the current basket', () => {
  it('shows the current basket, with the information summary, and follows a switch to another basket', async () => {
    const expected = await figures('basket/B-1001');
    mount({ source: 'basket' });
    const weight = await screen.findByRole('group', { name: 'Weight of the food' });
    expect(within(weight).getByRole('rowheader', { name: 'Total' }).closest('tr')!.textContent).toContain(
      expected.TotalKiloFormatted,
    );
    const info = await screen.findByRole('group', { name: 'About the figures' });
    expect(info.textContent).toContain('Tallene er beregnet ud fra varernes vægt og klimaaftryk pr. kg.');
    expect(within(info).getByRole('link', { name: 'Læs mere' }).getAttribute('href')).toBe(
      `${location.origin}/sustainability`,
    );
    await act(() => switchBasket('B-1004')); // the empty basket
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('shows an error with a retry when the basket itself cannot be loaded', async () => {
    db.setScenario('error-500');
    mount({ source: 'basket', showBasketInformation: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Your basket could not be loaded');
  });

  it('follows changes of a basket given by id, keeping the figures on screen meanwhile', async () => {
    const { emit } = await import('../../shared/events/bus');
    mount({ source: 'basket', id: 'B-1002', showBasketInformation: false });
    await screen.findByRole('heading', { name: 'Weight of the food' });
    const basket = db.data.baskets.baskets.find((b) => b.Id === 'B-1002')!;
    basket.LineItems = [];
    act(() => emit('basketChanged', { basketId: 'B-1002', changedBasket: false, changedExpectedDeliveryDate: false }));
    expect(screen.getByRole('heading', { name: 'Weight of the food' })).toBeTruthy(); // old figures stay while loading
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

describe('sustainability key figures: donuts and info icon', () => {
  it('draws a donut 0.5 s after it first comes into view, once', async () => {
    mount({ source: 'order', id: SEEDED_ORDER });
    const weight = await screen.findByRole('group', { name: 'Weight of the food' });
    const donut = within(weight).getAllByRole('img')[0]!;
    const ring = donut.querySelector('.wsh-sustainability-key-figures__donut-ring')!;
    const empty = (ring as SVGElement).style.strokeDashoffset;
    expect(donut.getAttribute('data-drawn')).toBe('false');
    // React may run the effect that starts observing after the text is on screen: wait for it, with real timers.
    await waitForIt(() => expect(observers.some((o) => o.targets.includes(donut))).toBe(true));
    vi.useFakeTimers();
    scrollIntoView(donut);
    act(() => vi.advanceTimersByTime(TIMING.donutAnimationDelay - 1));
    expect(donut.getAttribute('data-drawn')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(donut.getAttribute('data-drawn')).toBe('true');
    expect((ring as SVGElement).style.strokeDashoffset).not.toBe(empty);
    expect(Number(empty)).toBeGreaterThan(0);
    expect(ring.getAttribute('transform')).toBe('rotate(-90 60 60)'); // the ring starts at the top
    expect(observers.filter((o) => o.targets.includes(donut)).every((o) => o.disconnected)).toBe(true);
  });

  it('draws every donut at once under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    mount({ source: 'order', id: SEEDED_ORDER });
    const weight = await screen.findByRole('group', { name: 'Weight of the food' });
    expect(
      within(weight)
        .getAllByRole('img')
        .every((d) => d.getAttribute('data-drawn') === 'true'),
    ).toBe(true);
  });

  it('opens and closes the explanation of the info icon from the keyboard', async () => {
    const user = userEvent.setup();
    mount({ source: 'order', id: SEEDED_ORDER });
    const button = await screen.findByRole('button', { name: 'About the weight of the food' });
    const explanation = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(explanation.hidden).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(explanation.hidden).toBe(false);
    expect(explanation.textContent).toContain('share of the total weight');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
