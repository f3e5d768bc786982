import { describe, expect, it } from 'vitest';
import { secondPrecedesFirst } from '../../../../shared/domain/forms/date-pair';
import {
  DEFAULT_WINDOW_MONTHS,
  addMonths,
  defaultWindow,
  normalizeSalesDocumentSearch,
  readSalesDocumentSearch,
  salesDocumentSearchParams,
  salesDocumentsRequest,
  usesDefaultWindow,
  type SalesDocumentSearch,
} from '../../../../shared/domain/sales-documents/search';

const TODAY = '2026-05-31';

describe('sales documents search: the address (SPEC 2 dateOne, dateTwo, type, page under the pagination key)', () => {
  it('round trip: every search written to the address reads back the same, under any pagination key', () => {
    const searches: SalesDocumentSearch[] = [
      { dateOne: '2025-06-01', dateTwo: '2026-05-31', type: 'CreditNote', page: 1 },
      { dateOne: '2026-01-01', dateTwo: '', type: '', page: 3 },
      { dateOne: '', dateTwo: '2026-02-28', type: 'AccountStatement', page: 12 },
      { dateOne: '', dateTwo: '', type: 'Invoice', page: 2 },
      { dateOne: '', dateTwo: '', type: '', page: 1 },
    ];
    for (const key of ['page', 'side']) {
      for (const search of searches) {
        const written = `?${salesDocumentSearchParams(search, key)}`;
        expect(readSalesDocumentSearch(written, key), written).toEqual(search);
      }
    }
  });

  it('writes dateOne, dateTwo, type and the page in that order, leaving out what is not given, and always the page', () => {
    const full = { dateOne: '2025-06-01', dateTwo: '2026-05-31', type: 'CreditNote', page: 1 } as const;
    expect(salesDocumentSearchParams(full, 'page').toString()).toBe(
      'dateOne=2025-06-01&dateTwo=2026-05-31&type=CreditNote&page=1',
    );
    expect(salesDocumentSearchParams({ dateOne: '', dateTwo: '', type: '', page: 2 }, 'side').toString()).toBe(
      'side=2',
    );
  });

  it('reads the page under the page context key only, and ignores other parameters', () => {
    expect(readSalesDocumentSearch('?page=4&side=2&scenario=slow', 'side').page).toBe(2);
    expect(readSalesDocumentSearch('?page=4', 'side').page).toBe(1);
  });

  it('an unreadable date, type or page is the default, so a hand-typed address still shows documents', () => {
    expect(
      normalizeSalesDocumentSearch({ dateOne: '2026-02-30', dateTwo: 'yesterday', type: 'Receipt', page: '-2' }),
    ).toEqual({ dateOne: '', dateTwo: '', type: '', page: 1 });
    expect(normalizeSalesDocumentSearch({ page: '0' }).page).toBe(1);
    expect(normalizeSalesDocumentSearch({ page: '2.5' }).page).toBe(1);
    expect(normalizeSalesDocumentSearch({ page: ' 7 ' }).page).toBe(7);
    expect(normalizeSalesDocumentSearch({ dateOne: ' 2024-02-29 ' }).dateOne).toBe('2024-02-29');
  });

  it('SPEC 5 date pair: a pair the wrong way round in the address is read in date order, never second before first', () => {
    const search = normalizeSalesDocumentSearch({ dateOne: '2026-05-01', dateTwo: '2026-03-01' });
    expect(search).toMatchObject({ dateOne: '2026-03-01', dateTwo: '2026-05-01' });
    expect(secondPrecedesFirst({ first: search.dateOne, second: search.dateTwo })).toBe(false);
    expect(normalizeSalesDocumentSearch({ dateOne: '2026-05-01', dateTwo: '2026-05-01' })).toMatchObject({
      dateOne: '2026-05-01',
      dateTwo: '2026-05-01',
    });
  });
});

describe('sales documents search: the request (SPEC 3 FromDate, ToDate, Type, Page)', () => {
  it(`no dates: the last ${DEFAULT_WINDOW_MONTHS} months up to today, every type (no Type sent)`, () => {
    const search = normalizeSalesDocumentSearch({});
    expect(usesDefaultWindow(search)).toBe(true);
    expect(salesDocumentsRequest(search, TODAY)).toEqual({ FromDate: '2026-02-28', ToDate: TODAY, Page: 1 });
    expect(defaultWindow(TODAY)).toEqual({ dateOne: '2026-02-28', dateTwo: TODAY });
  });

  it('both dates, a type and a page are sent as given', () => {
    const search = normalizeSalesDocumentSearch({
      dateOne: '2025-01-01',
      dateTwo: '2025-12-31',
      type: 'Invoice',
      page: '3',
    });
    expect(usesDefaultWindow(search)).toBe(false);
    expect(salesDocumentsRequest(search, TODAY)).toEqual({
      FromDate: '2025-01-01',
      ToDate: '2025-12-31',
      Type: 'Invoice',
      Page: 3,
    });
  });

  it('one date: the other comes from the window, and the range stays in date order', () => {
    expect(salesDocumentsRequest(normalizeSalesDocumentSearch({ dateOne: '2026-01-10' }), TODAY)).toMatchObject({
      FromDate: '2026-01-10',
      ToDate: TODAY,
    });
    expect(salesDocumentsRequest(normalizeSalesDocumentSearch({ dateTwo: '2025-12-31' }), TODAY)).toMatchObject({
      FromDate: '2025-09-30',
      ToDate: '2025-12-31',
    });
    // A first date after today: the range is that one day rather than one that ends before it starts.
    expect(salesDocumentsRequest(normalizeSalesDocumentSearch({ dateOne: '2026-07-01' }), TODAY)).toMatchObject({
      FromDate: '2026-07-01',
      ToDate: '2026-07-01',
    });
  });

  it('months are calendar months: the day is kept, or the last day of a shorter month', () => {
    expect(addMonths('2026-05-15', -3)).toBe('2026-02-15');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', -3)).toBe('2025-10-31');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});
