import { describe, expect, it } from 'vitest';
import { customerCallFailure } from '../../../../shared/domain/favorites/copy-failure';
import { editableLists, listAccess } from '../../../../shared/domain/favorites/list-access';
import { favoriteListHref, favoritesHomeHref } from '../../../../shared/domain/favorites/links';
import {
  PRINT_WINDOW_HEIGHT,
  PRINT_WINDOW_WIDTH,
  printWindow,
  readPrintParams,
} from '../../../../shared/domain/favorites/print';

describe('read-only rules (SPEC 6: sharing gives read-only access)', () => {
  it('a list shared read-only allows ordering (and copying) but no editing', () => {
    expect(listAccess({ IsReadOnly: true })).toEqual({ order: true, copy: true, edit: false });
  });

  it('an own list allows everything', () => {
    expect(listAccess({ IsReadOnly: false })).toEqual({ order: true, copy: true, edit: true });
  });

  it('products can be added to own lists only', () => {
    const lists = [
      { Id: 'F1', IsReadOnly: false },
      { Id: 'S1', IsReadOnly: true },
    ];
    expect(editableLists(lists).map((l) => l.Id)).toEqual(['F1']);
  });
});

describe('print dialog (SPEC 2): a window 900 high by 950 wide on a print address', () => {
  const state = { query: 'mælk', expectedDeliveryDate: '2025-11-24', sort: 'Name' };

  it('is 900 high by 950 wide', () => {
    expect([PRINT_WINDOW_HEIGHT, PRINT_WINDOW_WIDTH]).toEqual([900, 950]);
    expect(printWindow('/print', { listId: 'F1001' }, state).features).toBe('popup,width=950,height=900');
  });

  it('carries the list id, the current query, the expected delivery date and the sort', () => {
    const { url, name } = printWindow('/favorites/print', { listId: 'F1001' }, state);
    expect(url).toBe('/favorites/print?id=F1001&query=m%C3%A6lk&expectedDeliveryDate=2025-11-24&sort=Name');
    expect(name).toBe('wsh-print-favorite-list');
  });

  it('leaves out what is empty, and keeps a query the base already has', () => {
    expect(
      printWindow('/print?layout=a4', { listId: 'F 1' }, { query: ' ', expectedDeliveryDate: null, sort: '' }).url,
    ).toBe('/print?layout=a4&id=F+1');
  });

  it('names the sales-statistics print window for 3-month sales', () => {
    const w = printWindow('/print', { generatedType: 'salesstatistics' }, state);
    expect(w.name).toBe('wsh-print-sales-3-months');
    expect(w.url).toContain('generatedType=salesstatistics');
  });

  it('the print page reads the same address back', () => {
    const { url } = printWindow('/print', { listId: 'F1001' }, state);
    expect(readPrintParams(url.slice(url.indexOf('?')))).toEqual({ target: { listId: 'F1001' }, ...state });
    expect(readPrintParams('?generatedType=salesstatistics')).toEqual({
      target: { generatedType: 'salesstatistics' },
      query: '',
      expectedDeliveryDate: null,
      sort: '',
    });
    expect(readPrintParams('?generatedType=other')).toBeNull();
  });
});

describe('links into the favourites area (SPEC 2 Favorites routes)', () => {
  it('a list’s details are details/{id} under the area’s address, the id encoded', () => {
    expect(favoriteListHref('/favorites', 'F1001')).toBe('/favorites/details/F1001');
    expect(favoriteListHref('/shop/favourites/', 'F 1/2')).toBe('/shop/favourites/details/F%201%2F2');
    expect(favoriteListHref('/', 'F1')).toBe('/details/F1');
  });

  it('the overview is the area’s own address', () => {
    expect(favoritesHomeHref('/favorites/')).toBe('/favorites');
    expect(favoritesHomeHref('/')).toBe('/');
  });
});

describe('copy or share to a customer: failures (SPEC 8)', () => {
  it('a 404 means the customer was not found; any other failure is an unknown error', () => {
    expect(customerCallFailure(404)).toBe('customerNotFound');
    for (const status of [400, 500, 503, 0]) expect(customerCallFailure(status)).toBe('unknown');
  });
});
