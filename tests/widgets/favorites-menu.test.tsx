import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { addToFavoriteList } from '../../shared/stores/favorite-lists';
import favoritesMenu from '../../widgets/favorites-menu/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

function mount(props: object = {}, context: object = {}) {
  return mountWidget(favoritesMenu, props, { isAuthenticated: true, language: 'en', ...context });
}

/** Every favourites call the mock receives, as "METHOD path body". */
function calls() {
  const seen: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    if (path.startsWith('favorites')) seen.push(`${request.method} ${path} ${await request.clone().text()}`.trim());
  });
  return seen;
}

const menu = () => screen.getByRole('navigation', { name: 'Favourite lists' });
const listItem = (name: string) => within(menu()).getByRole('link', { name }).closest('li')!;

describe('favourites menu', () => {
  it('shows the lists at a glance: name, product count, read-only ones marked, a link to each', async () => {
    mount({ favoritesUrl: '/my-account/favorites/' });
    expect(await within(menu()).findByRole('link', { name: 'Faste varer' })).toBeTruthy();
    expect(listItem('Faste varer').textContent).toBe('Faste varer30 products');
    expect(within(menu()).getByRole('link', { name: 'Faste varer' }).getAttribute('href')).toBe(
      '/my-account/favorites/details/F1001',
    );
    expect(listItem('Restaurant basis').textContent).toBe(
      'Restaurant basis20 productsshared by Restaurant Nordlys, read-only',
    );
    expect(within(menu()).getByRole('link', { name: 'All favourite lists' }).getAttribute('href')).toBe(
      '/my-account/favorites',
    );
  });

  it('links under /favorites by default', async () => {
    mount();
    expect((await within(menu()).findByRole('link', { name: 'Fredagsbar' })).getAttribute('href')).toBe(
      '/favorites/details/F1002',
    );
  });

  it('says when there are no lists yet, and offers a new one', async () => {
    server.use(http.get('*/api/favorites', () => HttpResponse.json({ Model: [] })));
    mount();
    expect(await within(menu()).findByText('You have no favourite lists yet.')).toBeTruthy();
    expect(within(menu()).getByRole('button', { name: 'New list' })).toBeTruthy();
  });

  it('says when the lists cannot be loaded, with a retry that loads them', async () => {
    server.use(http.get('*/api/favorites', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    expect((await within(menu()).findByRole('alert')).textContent).toContain('could not be loaded');
    fireEvent.click(within(menu()).getByRole('button', { name: 'Try again' }));
    expect(await within(menu()).findByRole('link', { name: 'Faste varer' })).toBeTruthy();
  });

  it('flags a new name in use (whatever its case) or empty, and sends nothing', async () => {
    mount();
    await within(menu()).findByRole('link', { name: 'Faste varer' });
    const seen = calls();
    fireEvent.click(within(menu()).getByRole('button', { name: 'New list' }));
    const input = within(menu()).getByLabelText('Name of the new list');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: ' FREDAGSBAR ' } });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Create list' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You already have a list with this name. Choose another name.',
    );
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Create list' }));
    expect(within(menu()).getByText('Enter a name for the new list.')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(seen).toEqual([]);
  });

  it('creates a list (POST favorites {name, productIds: []}), shows it, says so and gives focus back', async () => {
    mount();
    await within(menu()).findByRole('link', { name: 'Faste varer' });
    const seen = calls();
    const toggle = within(menu()).getByRole('button', { name: 'New list' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(within(menu()).getByLabelText('Name of the new list'), { target: { value: ' Weekend ' } });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Create list' }));
    expect(await within(menu()).findByRole('link', { name: 'Weekend' })).toBeTruthy();
    expect(listItem('Weekend').textContent).toBe('Weekend0 products');
    expect(seen[0]).toBe('POST favorites {"name":"Weekend","productIds":[]}');
    expect(seen.slice(1)).toEqual(['GET favorites']); // read again after the change
    // The re-read list may land before the create call has handed back its answer: wait for the sentence.
    expect((await within(menu()).findByText('The list “Weekend” was created.')).getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the server’s create failure in the form (SPEC 8) and keeps it open', async () => {
    mount();
    await within(menu()).findByRole('link', { name: 'Faste varer' });
    fireEvent.click(within(menu()).getByRole('button', { name: 'New list' }));
    fireEvent.change(within(menu()).getByLabelText('Name of the new list'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(menu()).getByRole('button', { name: 'Create list' }));
    expect((await within(menu()).findByRole('alert')).textContent).toBe('A list name can be at most 100 characters');
    expect(within(menu()).getByLabelText('Name of the new list')).toBeTruthy();
  });

  it('Escape in the name closes the form', async () => {
    mount();
    await within(menu()).findByRole('link', { name: 'Faste varer' });
    fireEvent.click(within(menu()).getByRole('button', { name: 'New list' }));
    fireEvent.keyDown(within(menu()).getByLabelText('Name of the new list'), { key: 'Escape' });
    expect(within(menu()).queryByLabelText('Name of the new list')).toBeNull();
    expect(document.activeElement).toBe(within(menu()).getByRole('button', { name: 'New list' }));
  });

  it('follows a product added to a list elsewhere on the page (one store)', async () => {
    mount();
    await within(menu()).findByRole('link', { name: 'Fredagsbar' });
    const listed = new Set(db.data.favorites.lists.flatMap((l) => l.ProductIds));
    const free = db.data.catalog.products.find((p) => !listed.has(p.Id))!.Id;
    await act(() => addToFavoriteList('F1002', [free]));
    await waitFor(() => expect(listItem('Fredagsbar').textContent).toBe('Fredagsbar13 products'));
  });

  it('shows the lists of the customer the user acts for (QA panel customer switch: cookie wsh_customer)', async () => {
    document.cookie = 'wsh_customer=512036; path=/';
    mount();
    expect(await within(menu()).findByRole('link', { name: 'Restaurant basis' })).toBeTruthy();
    expect(listItem('Rengøring').textContent).toBe('Rengøring6 productsshared by Kantinen på Havnen ApS, read-only');
    expect(within(menu()).queryByRole('link', { name: 'Faste varer' })).toBeNull();
  });

  it('shows anonymous visitors a login hint and asks nothing', async () => {
    const seen = calls();
    mount({}, { isAuthenticated: false, loginUrl: '/login' });
    const login = within(menu()).getByRole('link', { name: 'Log in' });
    expect(new URL(login.getAttribute('href')!).pathname).toBe('/login');
    expect(menu().textContent).toContain('Log in to see your favourite lists.');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(seen).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({}, { language: 'da' });
    const nav = screen.getByRole('navigation', { name: 'Favoritlister' });
    await within(nav).findByRole('link', { name: 'Faste varer' });
    expect(within(nav).getByRole('link', { name: 'Faste varer' }).closest('li')!.textContent).toBe(
      'Faste varer30 varer',
    );
  });
});
