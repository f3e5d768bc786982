import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bus';
import { $basketState } from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import widget from '../../widgets/search-page/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const { assign, reload } = useFakeNavigator();
const CONTEXT = { isAuthenticated: true, language: 'en', paginationQueryKey: 'side' };
const searchable = () => db.data.catalog.products.filter((p) => !p.IsSampleItem);

function mount(url: string, props: object = {}, context: object = {}) {
  history.replaceState(null, '', url);
  return mountWidget(widget, props, { ...CONTEXT, ...context });
}
/** The result-count line, a live region (the page has another one for the availability notice). */
const countLine = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('wsh-catalogue-search__count'))!;
const count = () => screen.findByText(/^\d+ products?$/);
/** The product rows (the list's own items; rows hold lists of their own). */
const rows = () => [...screen.getByRole('list', { name: 'Search results' }).children] as HTMLElement[];
const names = () => rows().map((r) => within(r).getByRole('heading', { level: 3 }).textContent);
const facet = (name: string) => screen.getByRole('region', { name });
const query = () => new URLSearchParams(location.search);

beforeEach(() => {
  history.replaceState(null, '', '/');
});
/** The page loads the basket (quantities, the snapshots' date); its first load reports a date change too. */
const basketLoaded = () => waitFor(() => expect($basketState.get()).toBe('ready'));
function changeDeliveryDate(date = '2099-01-05') {
  act(() => {
    $expectedDeliveryDate.set(date);
    emit('basketChanged', { basketId: 'B-1001', changedBasket: false, changedExpectedDeliveryDate: true });
  });
}

describe('search page', () => {
  it('asks for a term when the address has none, and makes no search', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    mount('/search');
    expect(screen.getByText(/Type what you are looking for/)).toBeTruthy();
    expect(
      fetchSpy.mock.calls.filter(([r]) => String((r as Request).url ?? r).includes('catalog/search')),
    ).toHaveLength(0);
  });

  it('searches the term in q and shows the count, the rows and the first page', async () => {
    mount('/search?q=ost');
    expect(countLine().textContent).toBe('Searching…');
    expect((await count()).textContent).toBe('35 products');
    expect(screen.getByRole('heading', { name: 'Results for “ost”' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(24)); // rendered in parts (SPEC 9: 8 parts, 50 ms apart)
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('ost');
  });

  it('shows 4 categories, then all with "Show more" (SPEC 9: category initial limit 4)', async () => {
    mount('/search?q=a');
    await count();
    const group = facet('Category');
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(4);
    const more = within(group).getByRole('button', { name: /^Show more \(\d+\)$/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer');
    expect(within(group).getAllByRole('button', { pressed: false }).length).toBeGreaterThan(4);
  });

  it('shows 7 markings at first (SPEC 9: markings initial limit 7), and storage and air cargo as groups of their own', async () => {
    mount('/search?q=e');
    await count();
    // The results have exactly 7 ordinary markings: all shown, none of the storage or transport ones, and
    // nothing more to show ("Show more" beyond 7 is the next test).
    const markings = within(facet('Markings')).getAllByRole('button', { pressed: false });
    expect(markings.map((b) => b.textContent?.replace(/\d.*$/, ''))).toEqual([
      'Danish',
      'Organic',
      'Vegan',
      'Keyhole',
      'Gluten-free',
      'MSC certified',
      'Fairtrade',
    ]);
    expect(within(facet('Markings')).queryByRole('button', { name: /^Show more/ })).toBeNull();
    const storage = within(facet('Storage'))
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\d.*$/, ''));
    expect(storage).toEqual(['Chilled', 'Frozen', 'Dry']);
    expect(within(facet('Transport')).getByRole('button', { name: /^Air cargo/ })).toBeTruthy();
  });

  it('offers "Show more" for markings beyond 7', async () => {
    // Give the products an eighth ordinary marking, so the group has more than 7 values.
    for (const p of db.data.catalog.products.slice(0, 20)) p.Markings.push('halal', 'kosher');
    mount('/search?q=e');
    await count();
    const group = facet('Markings');
    const values = within(group).getAllByRole('button', { pressed: false });
    expect(values).toHaveLength(7);
    expect(
      within(group)
        .getByRole('button', { name: /^Show more/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('selecting a facet value filters, goes back to page 1, and "Clear filters" clears', async () => {
    mount('/search?q=ost&side=2');
    await count();
    expect(query().get('side')).toBe('2');
    await userEvent.click(within(facet('Storage')).getByRole('button', { name: /^Chilled/ }));
    await waitFor(() => expect(query().get('markings')).toBe('cool'));
    expect(query().get('side')).toBeNull();
    const cool = searchable().filter(
      (p) =>
        p.Markings.includes('cool') &&
        /ost/i.test(
          `${p.DisplayName} ${p.Brand.Value} ${Object.values(p.Categories)
            .map((c) => c.DisplayName)
            .join(' ')} ${p.Ean} ${p.Id}`,
        ),
    );
    await waitFor(() => expect(countLine().textContent).toBe(`${cool.length} products`));
    expect(
      within(facet('Storage'))
        .getByRole('button', { name: /^Chilled/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Another storage choice replaces the first.
    await userEvent.click(within(facet('Storage')).getByRole('button', { name: /^Frozen/ }));
    await waitFor(() => expect(query().get('markings')).toBe('freeze'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(query().has('markings')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('chooses a category, and choosing it again clears it', async () => {
    mount('/search?q=ost');
    await count();
    const first = within(facet('Category')).getAllByRole('button')[0]!;
    await userEvent.click(first);
    await waitFor(() => expect(query().get('category')).toBeTruthy());
    await userEvent.click(within(facet('Category')).getByRole('button', { pressed: true }));
    await waitFor(() => expect(query().has('category')).toBe(false));
  });

  it('uses the saved default sort when the address names none, and saves a new choice (PUT user/settings)', async () => {
    for (const s of Object.values(db.data.people.settingsByUserId)) s.Settings.DefaultSort = 'Name';
    mount('/search?q=ost');
    await count();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('Name');
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(names()).toEqual([...names()].sort((a, b) => a!.localeCompare(b!, 'da')));
    await userEvent.selectOptions(select, 'PriceAsc');
    await waitFor(() => expect(query().get('sort')).toBe('PriceAsc'));
    await waitFor(() =>
      expect(Object.values(db.data.people.settingsByUserId).some((s) => s.Settings.DefaultSort === 'PriceAsc')).toBe(
        true,
      ),
    );
    const saved = Object.values(db.data.people.settingsByUserId).find((s) => s.Settings.DefaultSort === 'PriceAsc')!;
    expect(saved.Settings.PriceDisplayMode).toBeTruthy();
  });

  it('paginates with real links under the page context key; back restores the page', async () => {
    mount('/search?q=ost');
    await count();
    // The pagination comes with the rows (the list's first draw waits for their prices).
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { name: 'Page 1 of 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const second = within(nav).getByRole('link', { name: 'Page 2' });
    expect(second.getAttribute('href')).toBe('/search?q=ost&side=2');
    for (const link of within(nav).getAllByRole('link')) expect(link.hasAttribute('data-list-nav')).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(24));
    const firstPage = names();
    await userEvent.click(second);
    expect(query().get('side')).toBe('2');
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results for “ost”' }));
    history.replaceState(null, '', '/search?q=ost');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(names()).toEqual(firstPage));
  });

  it('a new search aborts the earlier one, which shows no error', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // The first search is slow (then answered as usual), so the second one starts while it is in flight.
    server.use(http.get('*/api/catalog/search', () => delay(2_000), { once: true }));
    const searches = () =>
      fetchSpy.mock.calls.map(([r]) => r as Request).filter((r) => r.url.includes('catalog/search'));
    mount('/search?q=ost');
    await waitFor(() => expect(searches()).toHaveLength(1)); // sent once the default sort is known
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'mælk' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(countLine().textContent).toMatch(/^\d+ products$/));
    expect(searches()).toHaveLength(2);
    expect(searches()[0]!.signal.aborted).toBe(true);
    expect(new URL(searches()[1]!.url).searchParams.get('query')).toBe('mælk');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(query().get('q')).toBe('mælk');
  });

  it('opens the product when a term of 8 characters finds exactly one (SPEC 9)', async () => {
    mount('/search?q=couscous');
    // The text follows the assign in the same effect's re-render: wait for both, not one then the other.
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(`${location.origin}/product.html?id=108494`);
      expect(countLine().textContent).toBe('One product found; opening it…');
    });
    expect((history.state as Record<string, string>).wshSingleResult).toBe('?q=couscous');
  });

  it('opens the product just the same when a filter is set (SPEC 9 names no filter condition)', async () => {
    mount('/search?q=couscous&category=06');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/product.html?id=108494`));
    expect((history.state as Record<string, string>).wshSingleResult).toBe('?q=couscous&category=06');
  });

  it('uses the productUrlPattern prop, and does not open it again when the buyer comes back', async () => {
    const first = mount('/search?q=couscous', { productUrlPattern: '/product/{id}' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/product/108494`));
    first.unmount();
    assign.mockClear();
    // Back on the same history entry (flagged): the one result shows instead.
    mountWidget(widget, { productUrlPattern: '/product/{id}' }, CONTEXT);
    expect((await count()).textContent).toBe('1 product');
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays on the one result for a 7-character term', async () => {
    mount('/search?q=linguin');
    expect((await count()).textContent).toBe('1 product');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says what to try when nothing is found', async () => {
    mount('/search?q=zzzz');
    expect(await screen.findByText('No products match “zzzz”.')).toBeTruthy();
    expect(screen.getByText(/Check the spelling/)).toBeTruthy();
    expect(countLine().textContent).toBe('0 products');
  });

  it('offers to clear the filters when filters leave nothing', async () => {
    mount('/search?q=ost&markings=aircargo,vegan');
    expect(await screen.findByText(/Your filters may hide results/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(query().has('markings')).toBe(false));
  });

  it('shows an error with a retry button', async () => {
    db.setScenario('error-500');
    mount('/search?q=ost');
    expect((await screen.findByRole('alert')).textContent).toContain('The products could not be loaded.');
    db.setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await count()).textContent).toBe('35 products');
  });

  it('sends the _slb cookie as the boost parameter; boosted products rank first', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const last = searchable()
      .filter((p) => /ost/i.test(p.DisplayName))
      .at(-1)!;
    document.cookie = `_slb=${last.Id}; path=/`;
    mount('/search?q=ost');
    await count();
    const request = fetchSpy.mock.calls.map(([r]) => r as Request).find((r) => r.url.includes('catalog/search'))!;
    expect(new URL(request.url).searchParams.get('boost')).toBe(last.Id);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(names()[0]).toBe(last.DisplayName);
  });

  it('is in Danish on a Danish page', async () => {
    mount('/search?q=ost', {}, { language: 'da' });
    expect((await screen.findByText('35 varer')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('region', { name: 'Opbevaring' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Sider' })).toBeTruthy();
  });
});

describe('search page when the delivery date changes (SPEC 4)', () => {
  it('ignores the basket’s first load (the date goes from none to one)', async () => {
    mount('/search?q=ost&markings=cool');
    await count();
    await basketLoaded();
    expect($expectedDeliveryDate.get()).toBeTruthy();
    expect(query().get('markings')).toBe('cool');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(/Your filters were cleared/)).toBeNull();
  });

  it('clears the filters and says why when filters are set', async () => {
    mount('/search?q=ost&markings=cool&side=2');
    await count();
    await basketLoaded();
    const entries = history.length;
    changeDeliveryDate();
    expect(query().has('markings')).toBe(false);
    expect(query().has('side')).toBe(false);
    expect(query().get('q')).toBe('ost');
    expect(history.length).toBe(entries); // the stale filtered entry is replaced, not kept for Back
    const notice = screen.getByText(/Your filters were cleared/).closest('[role="status"]')!;
    expect(notice.textContent).toContain('The delivery date changed');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Your filters were cleared/)).toBeNull();
  });

  it('reloads the page when no filters are set', async () => {
    mount('/search?q=ost&sort=Name');
    await count();
    await basketLoaded();
    changeDeliveryDate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when only the basket changed, not its date', async () => {
    mount('/search?q=ost');
    await count();
    await basketLoaded();
    act(() => emit('basketChanged', { basketId: 'B-1002', changedBasket: true, changedExpectedDeliveryDate: false }));
    expect(reload).not.toHaveBeenCalled();
  });
});
