import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { favoritesApi } from '../../../shared/api/favorites-api';
import {
  $favoriteLists,
  $favoriteMarks,
  addToFavoriteList,
  copyFavoriteListToCustomer,
  createFavoriteList,
  customerFailure,
  deleteFavoriteList,
  isNameInUse,
  listCreateFailure,
  moveInFavoriteList,
  removeFromFavoriteList,
  renameFavoriteList,
} from '../../../shared/stores/favorite-lists';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useIsOnFavoriteList } from '../../../shared/ui/data/use-favorite-mark';
import { useMockApi } from '../../fixtures/mock-api';

const { db, server } = useMockApi();

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en' })}</script>`;
  reloadPageContext();
}

/** Every GET favorites the mock receives. */
function listRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/favorites') seen.push('GET favorites');
  });
  return seen;
}

const ready = () => waitFor(() => expect($favoriteLists.get().status).toBe('ready'));
const names = () => ($favoriteLists.get().data ?? []).map((l) => l.Name);
/** A product on none of the seeded lists. */
const freeProduct = () => {
  const listed = new Set(db.data.favorites.lists.flatMap((l) => l.ProductIds));
  return db.data.catalog.products.find((p) => !listed.has(p.Id))!.Id;
};

afterEach(() => server.events.removeAllListeners());

describe('the favourite lists store ($favoriteLists)', () => {
  it('asks once for every island that reads the lists (menu, add-to-list, overview)', async () => {
    page(true);
    const seen = listRequests();
    const menu = $favoriteLists.listen(() => {});
    const dialog = $favoriteLists.listen(() => {});
    await ready();
    expect(names()).toEqual(expect.arrayContaining(['Faste varer', 'Restaurant basis']));
    expect($favoriteLists.get().data?.find((l) => l.Id === 'F2001')?.IsReadOnly).toBe(true);
    expect(seen).toEqual(['GET favorites']);
    menu();
    dialog();
  });

  it('holds no lists for an anonymous visitor and asks nothing', async () => {
    page(false);
    const seen = listRequests();
    const off = $favoriteLists.listen(() => {});
    await waitFor(() => expect($favoriteLists.get()).toEqual({ status: 'empty', data: [] }));
    expect(seen).toEqual([]);
    off();
  });

  it('is read again after every change, keeping the shown lists until the answer', async () => {
    page(true);
    const off = $favoriteLists.listen(() => {});
    await ready();
    const seen = listRequests();
    const states: string[] = [];
    const offStates = $favoriteLists.listen((s) => states.push(`${s.status}:${s.data?.length ?? '-'}`));
    await createFavoriteList('  Morgenmad 2 ');
    await waitFor(() => expect(names()).toContain('Morgenmad 2'));
    await renameFavoriteList('F1002', 'Fredagsbar og fest');
    await waitFor(() => expect(names()).toContain('Fredagsbar og fest'));
    await deleteFavoriteList({ Id: 'F1003', ProductIds: [] });
    await waitFor(() => expect(names()).not.toContain('Julefrokost'));
    expect(seen).toHaveLength(3);
    expect(states.every((s) => !s.endsWith(':-'))).toBe(true); // never without the lists meanwhile
    offStates();
    off();
  });

  it('is read again after a failed change too (a name clash means the shown lists are old)', async () => {
    page(true);
    const off = $favoriteLists.listen(() => {});
    await ready();
    const seen = listRequests();
    const error = await createFavoriteList('faste varer').catch((e: unknown) => e);
    expect(isNameInUse(error)).toBe(true);
    expect(listCreateFailure(error, 'faste varer')).toEqual({ kind: 'nameExistsInList' });
    await waitFor(() => expect(seen).toHaveLength(1));
    off();
  });
});

describe('which products are on a list (IsOnFavoriteList, then the page’s own changes)', () => {
  function Marker({ id, fromProduct }: { id: string; fromProduct: boolean }) {
    return <p data-testid={id}>{useIsOnFavoriteList(id, fromProduct) ? 'on a list' : 'not on a list'}</p>;
  }

  it('follows the product answer until the page changes it', () => {
    page(true);
    render(
      <>
        <Marker id="1" fromProduct={true} />
        <Marker id="2" fromProduct={false} />
      </>,
    );
    expect(screen.getByTestId('1').textContent).toBe('on a list');
    expect(screen.getByTestId('2').textContent).toBe('not on a list');
  });

  it('marks a product added to a list at once, everywhere it is shown, without a poll', async () => {
    page(true);
    const id = freeProduct();
    render(
      <>
        <Marker id={id} fromProduct={false} />
        <div>
          <Marker id={id} fromProduct={false} />
        </div>
      </>,
    );
    await act(() => addToFavoriteList('F1002', [id]));
    expect(screen.getAllByTestId(id).map((p) => p.textContent)).toEqual(['on a list', 'on a list']);
  });

  it('does not mark the products the server refused (InvalidProductIds)', async () => {
    page(true);
    const id = freeProduct();
    const answer = await addToFavoriteList('F1002', [id, 'abc']);
    expect(answer.invalidProductIds).toEqual(['abc']);
    expect($favoriteMarks.get()).toEqual({ [id]: true });
  });

  it('marks the products of a new list', async () => {
    page(true);
    const id = freeProduct();
    await createFavoriteList('Ny', [id]);
    expect($favoriteMarks.get()[id]).toBe(true);
  });

  it('unmarks products removed from a list unless another list still has them', async () => {
    page(true);
    const off = $favoriteLists.listen(() => {});
    await ready();
    const [shared, only] = [db.data.favorites.lists[0]!.ProductIds[0]!, freeProduct()];
    await addToFavoriteList('F1002', [shared, only]);
    await removeFromFavoriteList('F1002', [shared, only]);
    expect($favoriteMarks.get()).toMatchObject({ [shared]: true, [only]: false });
    off();
  });

  it('asks for the lists once to unmark when nobody shows them', async () => {
    page(true);
    const only = freeProduct();
    await addToFavoriteList('F1002', [only]);
    await deleteFavoriteList({ Id: 'F1002', ProductIds: [only] });
    expect($favoriteMarks.get()[only]).toBe(false);
  });
});

describe('changes through the store', () => {
  it('moves products with a plan (afterProductId null is the top)', async () => {
    page(true);
    const before = (await favoritesApi.full('F1002')).ProductIds;
    const list = await moveInFavoriteList('F1002', { afterProductId: null, productIds: [before[2]!] });
    expect(list.ProductIds.slice(0, 2)).toEqual([before[2], before[0]]);
  });

  it('copy to a customer: 404 is customer not found, anything else an unknown error (SPEC 8)', async () => {
    page(true);
    expect(customerFailure(await copyFavoriteListToCustomer('F1001', '999999').catch((e: unknown) => e))).toBe(
      'customerNotFound',
    );
    server.use(http.post('*/api/favorites/copy/:id/to/:customer', () => HttpResponse.json({}, { status: 500 })));
    expect(customerFailure(await copyFavoriteListToCustomer('F1001', '512036').catch((e: unknown) => e))).toBe(
      'unknown',
    );
  });

  it('create failures: ExceptionMessage, embedded JSON content, or type and name (SPEC 8)', async () => {
    page(true);
    expect(listCreateFailure(await createFavoriteList(' ').catch((e: unknown) => e), ' ')).toEqual({
      kind: 'message',
      message: 'A name is required',
    });
    const long = 'x'.repeat(101);
    expect(listCreateFailure(await createFavoriteList(long).catch((e: unknown) => e), long)).toEqual({
      kind: 'message',
      message: 'A list name can be at most 100 characters',
    });
    server.use(http.post('*/api/favorites', () => HttpResponse.json({}, { status: 503 })));
    expect(listCreateFailure(await createFavoriteList('Ny').catch((e: unknown) => e), 'Ny')).toEqual({
      kind: 'typeAndName',
      type: 'HTTP 503',
      name: 'Ny',
    });
  });
});
