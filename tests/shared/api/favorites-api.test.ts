import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMissingModelError } from '../../../shared/api/http/errors';
import { favoritesApi } from '../../../shared/api/favorites-api';
import { reloadPageContext } from '../../../shared/context/page-context';

interface Sent {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}
let sent: Sent[] = [];
let model: unknown = null;
const server = setupServer(
  http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const params = Object.fromEntries(
      [...url.searchParams].filter(([k]) => !['cacheKey', 'isMobile', 'recall'].includes(k)),
    );
    const text = await request.text();
    sent.push({
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      params,
      body: text ? JSON.parse(text) : undefined,
    });
    return HttpResponse.json({ Model: model });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  model = null;
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true, language: 'en' })}</script>`;
  reloadPageContext();
});

const list = { Id: 'F1', Name: 'Faste varer', ProductIds: ['100081', '100159'], IsReadOnly: false };

describe('favourites API: every call of SPEC 7 Favorites', () => {
  it('GET favorites, GET favorites/{id} with its page, GET favorites/{id}/full with query and sort', async () => {
    model = [list];
    await favoritesApi.lists();
    model = { ...list, Page: null };
    await favoritesApi.list('F1', { page: 2, pageSize: 10 });
    await favoritesApi.full('F1', { query: ' mælk ', sort: 'Name' });
    await favoritesApi.full('F1', { query: '', sort: '' });
    expect(sent).toEqual([
      { method: 'GET', path: 'favorites', params: {}, body: undefined },
      { method: 'GET', path: 'favorites/F1', params: { page: '2', pageSize: '10' }, body: undefined },
      { method: 'GET', path: 'favorites/F1/full', params: { query: 'mælk', sort: 'Name' }, body: undefined },
      { method: 'GET', path: 'favorites/F1/full', params: {}, body: undefined },
    ]);
  });

  it('POST favorites {name, productIds}; PUT favorites/{id} {name}; DELETE favorites/{id}', async () => {
    model = list;
    await favoritesApi.create('Faste varer', ['100081']);
    await favoritesApi.rename('F1', 'Nyt navn');
    await favoritesApi.remove('F1');
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'favorites', { name: 'Faste varer', productIds: ['100081'] }],
      ['PUT', 'favorites/F1', { name: 'Nyt navn' }],
      ['DELETE', 'favorites/F1', undefined],
    ]);
  });

  it('POST favorites/{id} {productIds}, products/delete {ids}, products/move {afterProductId, productIds}', async () => {
    model = list;
    await favoritesApi.addProducts('F1', ['100081']);
    await favoritesApi.removeProducts('F1', ['100159']);
    await favoritesApi.moveProducts('F1', null, ['100159']);
    await favoritesApi.moveProducts('F1', '100081', ['100159']);
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'favorites/F1', { productIds: ['100081'] }],
      ['POST', 'favorites/F1/products/delete', { ids: ['100159'] }],
      ['POST', 'favorites/F1/products/move', { afterProductId: null, productIds: ['100159'] }],
      ['POST', 'favorites/F1/products/move', { afterProductId: '100081', productIds: ['100159'] }],
    ]);
  });

  it('share POST {destinationCustomerId, SharingOption} and GET; copy to a customer', async () => {
    model = { CopiedListId: 'F9' };
    await favoritesApi.share('F1', '512036', 'ReadOnly');
    await expect(favoritesApi.copyToCustomer('F1', '512036')).resolves.toEqual({ copiedListId: 'F9' });
    model = [{ CustomerId: 512036, CustomerName: 'Restaurant Nordlys' }, { CustomerName: 'no id' }];
    await expect(favoritesApi.shares('F1')).resolves.toEqual([
      { CustomerId: '512036', CustomerName: 'Restaurant Nordlys' },
    ]);
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'favorites/F1/share', { destinationCustomerId: '512036', SharingOption: 'ReadOnly' }],
      ['POST', 'favorites/copy/F1/to/512036', undefined],
      ['GET', 'favorites/F1/share', undefined],
    ]);
  });

  it('the generated sales-statistics list: GET accounting/salesstatistics with query and sort', async () => {
    model = { Name: 'Købt', ProductIds: ['100081'], Page: { PageOfResults: [{ Id: '100081', DisplayName: 'Mælk' }] } };
    const generated = await favoritesApi.generated('salesstatistics', { query: 'mælk', sort: 'Brand' });
    expect(sent[0]).toMatchObject({ path: 'accounting/salesstatistics', params: { query: 'mælk', sort: 'Brand' } });
    expect(generated).toMatchObject({ GeneratedType: 'salesstatistics', ProductIds: ['100081'] });
    expect(generated.Page.PageOfResults[0]?.Id).toBe('100081');
  });

  it('refuses an id that is not one path segment, without a request', async () => {
    await expect(favoritesApi.list('../user')).rejects.toThrow(/refused the id/);
    await expect(favoritesApi.copyToCustomer('F1', '')).rejects.toThrow(/refused the id/);
    expect(sent).toEqual([]);
  });
});

describe('favourites API: answers read by the shape rule', () => {
  it('null lists are none; entries without an Id are dropped; ids sent as numbers are text', async () => {
    model = null;
    await expect(favoritesApi.lists()).resolves.toEqual([]);
    model = [
      { Name: 'no id' },
      'text',
      { Id: 7, Name: 'Seven', ProductIds: [100081, 'x', null], SharedWithCustomerIds: [512036] },
    ];
    expect(await favoritesApi.lists()).toEqual([
      expect.objectContaining({
        Id: '7',
        Name: 'Seven',
        ProductIds: ['100081', 'x'],
        NumberOfProducts: 2,
        IsReadOnly: false,
        SharedWithCustomerIds: ['512036'],
        OwnerCustomerName: '',
      }),
    ]);
  });

  it('IsReadOnly is true only when the server says so', async () => {
    model = [
      { ...list, IsReadOnly: 'yes' },
      { ...list, Id: 'S1', IsReadOnly: true },
    ];
    expect((await favoritesApi.lists()).map((l) => l.IsReadOnly)).toEqual([false, true]);
  });

  it('an add answers the list with its InvalidProductIds ([] when absent)', async () => {
    model = { ...list, InvalidProductIds: ['abc', 7] };
    await expect(favoritesApi.addProducts('F1', ['abc'])).resolves.toMatchObject({ invalidProductIds: ['abc', '7'] });
    model = list;
    await expect(favoritesApi.create('A')).resolves.toMatchObject({ list: { Id: 'F1' }, invalidProductIds: [] });
  });

  it('a list is required: null or a list where one is expected is a wrong-shape error naming the path', async () => {
    model = null;
    const error = await favoritesApi.full('F1').catch((e: unknown) => e);
    expect(isMissingModelError(error)).toBe(true);
    expect((error as Error).message).toContain('GET favorites/F1/full');
    model = [list];
    expect(isMissingModelError(await favoritesApi.rename('F1', 'x').catch((e: unknown) => e))).toBe(true);
    model = { ...list, ProductIds: 'x' };
    expect(isMissingModelError(await favoritesApi.list('F1').catch((e: unknown) => e))).toBe(true);
  });

  it('a details page may be empty', async () => {
    model = { ...list, Page: null };
    expect((await favoritesApi.full('F1')).Page).toMatchObject({ TotalResults: 0, PageOfResults: [] });
  });
});
