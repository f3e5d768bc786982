import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../../shared/events/bus';
import { $basketState } from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import widget from '../../widgets/category-page/index';
import menu from '../../widgets/category-menu/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
const { reload } = useFakeNavigator();
const CONTEXT = { isAuthenticated: true, language: 'en', paginationQueryKey: 'side' };

function mount(url: string, props: object = {}, context: object = {}) {
  history.replaceState(null, '', url);
  return mountWidget(widget, props, { ...CONTEXT, ...context });
}
const count = () => screen.findByText(/^\d+ products?$/);
const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const subcategoryLinks = () =>
  within(screen.getByRole('navigation', { name: 'Subcategories' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const query = () => Object.fromEntries(new URLSearchParams(location.search));

/** Records the bodies of POST catalog/search, passing each on to the mock. */
function postedSearches(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/catalog/search'))
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b));
  });
  return bodies;
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('category page', () => {
  it("lists the prop's category without a term by POST catalog/search, with its path and subcategories", async () => {
    const bodies = postedSearches();
    mount('/category', { categoryId: '01' });
    expect((await count()).textContent).toBe('90 products');
    expect(bodies).toContainEqual({ query: '', page: 1, pageSize: 24, sort: 'Relevance', categoryId: '01' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Dairy & eggs');
    expect(within(crumbs()).queryAllByRole('link')).toHaveLength(0);
    expect(subcategoryLinks()).toEqual([
      'Cheese (30), 30 products',
      'Milk & cream (22), 22 products',
      'Yoghurt & desserts (18), 18 products',
      'Butter & spreads (10), 10 products',
      'Eggs (10), 10 products',
    ]);
    // The category is the page, not a facet: no category group.
    expect(screen.queryByRole('region', { name: 'Category' })).toBeNull();
  });

  it("reads the page context's currentCategoryId, and a subcategory is a history entry on this page", async () => {
    mount('/milk', {}, { currentCategoryId: '010101' });
    expect((await count()).textContent).toBe('12 products');
    expect(
      within(crumbs())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/milk?category=01', '/milk?category=0101']);
    await userEvent.click(screen.getByRole('link', { name: /^Whole milk/ }));
    expect(query()).toEqual({ category: '01010102' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Whole milk'));
    // The heading may come from the parent's answer, still shown; the subcategories go with the new answer.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Subcategories' })).toBeNull()); // level 4: none
    // The breadcrumb back to the page's own category leaves the address plain.
    await userEvent.click(within(crumbs()).getByRole('link', { name: 'Milk' }));
    expect(location.search).toBe('');
  });

  it('tells the editor when no category is named', () => {
    mount('/category');
    expect(screen.getByRole('alert').textContent).toContain('give the widget a categoryId');
  });

  it('says what to do when the category has no products, and when the search fails', async () => {
    mount('/category', { categoryId: '99' });
    expect(await screen.findByText('There are no products in this category.')).toBeTruthy();
    server.use(http.post('*/api/catalog/search', () => new Response(null, { status: 500 })));
    mount('/category', { categoryId: '02', pageSize: 10 });
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent?.includes('could not be loaded'))).toBe(
      true,
    );
  });

  it('keeps the category when a delivery-date change clears the markings (SPEC 4), and reloads without them', async () => {
    mount('/category?category=0102&markings=organic', { categoryId: '01' });
    expect((await count()).textContent).toBe('13 products');
    await waitFor(() => expect($basketState.get()).toBe('ready'));
    act(() => {
      $expectedDeliveryDate.set('2099-01-05');
      emit('basketChanged', { basketId: 'B-1001', changedBasket: false, changedExpectedDeliveryDate: true });
    });
    expect(query()).toEqual({ category: '0102' });
    expect(await screen.findByText(/Your filters were cleared/)).toBeTruthy();
    act(() => {
      $expectedDeliveryDate.set('2099-01-06');
      emit('basketChanged', { basketId: 'B-1001', changedBasket: false, changedExpectedDeliveryDate: true });
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is in Danish on a Danish page', async () => {
    mount('/category', { categoryId: '0101' }, { language: 'da' });
    expect((await screen.findByText(/^\d+ varer$/)).textContent).toBe('22 varer');
    expect(screen.getByRole('navigation', { name: 'Underkategorier' })).toBeTruthy();
  });
});

describe('category menu', () => {
  it("lists the catalogue's top categories from the facet, linked through the pattern", async () => {
    history.replaceState(null, '', '/');
    mountWidget(menu, { categoryUrlPattern: '/c?id={id}' }, CONTEXT);
    const link = await screen.findByRole('link', { name: 'Dairy & eggs' });
    expect(link.getAttribute('href')).toBe('/c?id=01');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link')).toHaveLength(9);
  });

  it("shows the editor's list as it is, without a search", () => {
    mountWidget(menu, { categories: [{ text: 'Milk', url: '/milk' }] }, CONTEXT);
    expect(screen.getByRole('link', { name: 'Milk' }).getAttribute('href')).toBe('/milk');
  });
});
