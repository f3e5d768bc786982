import { describe, expect, it } from 'vitest';
import type { Product, ProductBasic, SalesUnit } from '../../../../shared/domain/models';
import {
  basicAsProduct,
  chunkIds,
  isSnapshotCurrent,
  limitRows,
  mergeSnapshot,
  PRODUCT_LIST_INITIAL_LIMIT,
  PRODUCT_RENDER_PARTS,
  PRODUCT_RENDER_STEP_MS,
  priceDisplayModeOf,
  quickSaleKind,
  quickSaleUnitIndex,
  renderPlan,
  ROWS_PER_FRAME,
  unitPrice,
  withFirstRowsFirst,
} from '../../../../shared/domain/catalogue/product-list';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i));

const unit = (over: Partial<SalesUnit>): SalesUnit => ({
  Code: 'STK',
  Quantity: 1,
  ListPrice: 14.09,
  IsDefault: false,
  FormattedPrices: { SalesUnit: '14,09 kr.', BaseUnit: '14,09 kr.', Kilo: '13,68 kr.' },
  FormattedSalesUnitPrice: '14,09 kr. pr. stk.',
  TextSingular: 'stk.',
  TextPlural: 'stk.',
  ...over,
});
const piece = unit({});
const carton = unit({
  Code: 'KRT',
  Quantity: 6,
  IsDefault: true,
  FormattedPrices: { SalesUnit: '81,16 kr.', BaseUnit: '13,53 kr.', Kilo: '13,13 kr.' },
  TextSingular: 'karton',
  TextPlural: 'kartoner',
});

describe('SPEC 9 figures', () => {
  it('limits a list to 400 rows at first, renders in 8 parts, 50 ms apart', () => {
    expect(PRODUCT_LIST_INITIAL_LIMIT).toBe(400);
    expect(PRODUCT_RENDER_PARTS).toBe(8);
    expect(PRODUCT_RENDER_STEP_MS).toBe(50);
    expect(limitRows(ids(523))).toHaveLength(400);
    expect(limitRows(ids(12))).toHaveLength(12);
    expect(limitRows(ids(900), 800)).toHaveLength(800);
  });
});

describe('chunkIds: snapshot requests of the page context catalogue chunk size (SPEC 4)', () => {
  it('splits 400 ids into 8 chunks of 50 in list order', () => {
    const chunks = chunkIds(ids(400), 50);
    expect(chunks).toHaveLength(8);
    expect(chunks.every((c) => c.length === 50)).toBe(true);
    expect(chunks.flat()).toEqual(ids(400));
  });

  it('puts the rest in a last, smaller chunk, and gives no chunk for no ids', () => {
    expect(chunkIds(ids(120), 50).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunkIds([], 50)).toEqual([]);
  });

  it('clamps a chunk size outside 1-400 instead of looping or sending everything at once', () => {
    expect(chunkIds(ids(3), 0).map((c) => c.length)).toEqual([1, 1, 1]);
    expect(chunkIds(ids(900), 10_000).map((c) => c.length)).toEqual([400, 400, 100]);
  });
});

describe('renderPlan: 8 parts, 50 ms steps, batch size from the chunk size (SPEC 9)', () => {
  it('draws 400 rows with chunk size 50 as 8 parts of 50, the first at once, then every 50 ms', () => {
    expect(renderPlan(400, 50)).toEqual(
      [50, 100, 150, 200, 250, 300, 350, 400].map((count, i) => ({ count, delayMs: i * 50 })),
    );
  });

  it('uses fewer parts when the list has fewer chunks', () => {
    expect(renderPlan(120, 50)).toEqual([
      { count: 50, delayMs: 0 },
      { count: 100, delayMs: 50 },
      { count: 120, delayMs: 100 },
    ]);
    expect(renderPlan(10, 50)).toEqual([{ count: 10, delayMs: 0 }]);
  });

  it('never uses more than 8 parts: a small chunk size gets bigger parts', () => {
    const plan = renderPlan(400, 20);
    expect(plan).toHaveLength(8);
    expect(plan.map((s) => s.count)).toEqual([50, 100, 150, 200, 250, 300, 350, 400]);
    expect(renderPlan(1000, 50)).toHaveLength(8);
    expect(renderPlan(1000, 50).at(-1)).toEqual({ count: 1000, delayMs: 350 });
  });

  it('withFirstRowsFirst: the first part over several frames, 8 rows a frame, each step with no delay', () => {
    expect(ROWS_PER_FRAME).toBe(8);
    // A search page's 24 rows are one part: 8, 16, then 24.
    expect(withFirstRowsFirst(renderPlan(24, 50))).toEqual([
      { count: 8, delayMs: 0 },
      { count: 16, delayMs: 0 },
      { count: 24, delayMs: 0 },
    ]);
    expect(withFirstRowsFirst(renderPlan(400, 50), 12)).toEqual([
      ...[12, 24, 36, 48].map((count) => ({ count, delayMs: 0 })),
      ...[50, 100, 150, 200, 250, 300, 350, 400].map((count, i) => ({ count, delayMs: i * 50 })),
    ]);
    expect(withFirstRowsFirst(renderPlan(0, 50))).toEqual([]);
    // A part no bigger than a frame's rows is drawn whole; one just over it takes two frames.
    expect(withFirstRowsFirst(renderPlan(8, 50))).toEqual([{ count: 8, delayMs: 0 }]);
    expect(withFirstRowsFirst(renderPlan(9, 50))).toEqual([
      { count: 8, delayMs: 0 },
      { count: 9, delayMs: 0 },
    ]);
    expect(withFirstRowsFirst(renderPlan(30, 10))).toEqual([
      { count: 8, delayMs: 0 },
      { count: 10, delayMs: 0 },
      { count: 20, delayMs: 50 },
      { count: 30, delayMs: 100 },
    ]);
  });

  it('draws everything at once when one chunk holds the list, and nothing for an empty list', () => {
    expect(renderPlan(400, 400)).toEqual([{ count: 400, delayMs: 0 }]);
    expect(renderPlan(0, 50)).toEqual([]);
  });
});

describe('two-step loading: basic product, then snapshot (SPEC 4)', () => {
  const basic: ProductBasic = {
    Id: '100081',
    DisplayName: 'Smør',
    Brand: { Value: 'Thy Ost' },
    SalesUnits: { Values: [piece, carton] },
    Markings: ['cool'],
  };
  const snapshot: Product = {
    ...basic,
    Markings: undefined,
    IsStockManaged: true,
    Stock: { InStockQuantity: 12 },
    Deliverability: { IsDeliverable: true, ExpectedDeliveryDate: '2026-11-24' },
  };

  it('a basic product works as a product before its snapshot: not stock-managed, no stock figure', () => {
    const p = basicAsProduct(basic);
    expect(p.IsStockManaged).toBe(false);
    expect(p.Stock).toBeUndefined();
    expect(p.DisplayName).toBe('Smør');
  });

  it('the snapshot fills in availability, price and stock; what only the basic list has stays', () => {
    const merged = mergeSnapshot(basic, { ...snapshot, Markings: ['cool'] });
    expect(merged.Stock?.InStockQuantity).toBe(12);
    expect(merged.Deliverability?.IsDeliverable).toBe(true);
    expect(merged.Markings).toEqual(['cool']);
  });

  it('a snapshot is current for its date; one fetched before the date was known counts if the server used that date', () => {
    expect(isSnapshotCurrent(undefined, '2026-11-24')).toBe(false);
    expect(isSnapshotCurrent({ date: '2026-11-24', product: snapshot }, '2026-11-24')).toBe(true);
    expect(isSnapshotCurrent({ date: '2026-11-24', product: snapshot }, '2026-11-25')).toBe(false);
    expect(isSnapshotCurrent({ date: null, product: snapshot }, '2026-11-24')).toBe(true);
    expect(isSnapshotCurrent({ date: null, product: snapshot }, '2026-11-25')).toBe(false);
    expect(isSnapshotCurrent({ date: '2026-11-24', product: snapshot }, null)).toBe(false);
  });
});

describe('unitPrice: the price in the user price display mode (FormattedPrices keyed by mode)', () => {
  const units = [piece, carton];
  it('per sales unit by default', () => {
    expect(unitPrice(units, carton)).toEqual({ price: '81,16 kr.', per: 'karton' });
  });
  it('per base unit: the unit of quantity 1', () => {
    expect(unitPrice(units, carton, 'BaseUnit')).toEqual({ price: '13,53 kr.', per: 'stk.' });
  });
  it('per kilo', () => {
    expect(unitPrice(units, carton, 'Kilo')).toEqual({ price: '13,13 kr.', per: 'kg' });
  });
  it('falls back to the sales-unit price when the mode has none, and to nothing without any price', () => {
    const noKilo = unit({ FormattedPrices: { SalesUnit: '9,00 kr.' } });
    expect(unitPrice([noKilo], noKilo, 'Kilo')).toEqual({ price: '9,00 kr.', per: 'stk.' });
    const none = unit({ FormattedPrices: {} });
    expect(unitPrice([none], none, 'SalesUnit')).toBeNull();
  });
});

describe('quick sales (SPEC 3: Bargain 0, FoodWaste 1)', () => {
  it('labels by type', () => {
    expect(quickSaleKind(0)).toBe('bargain');
    expect(quickSaleKind(1)).toBe('foodWaste');
  });
  it('sells in the unit of its code, else the default unit', () => {
    const qs = { Id: 'QS1', Type: 1 as const, InStockQuantity: 5 };
    expect(quickSaleUnitIndex([piece, carton], { ...qs, SalesUnitCode: 'STK' })).toBe(0);
    expect(quickSaleUnitIndex([piece, carton], qs)).toBe(1);
  });
});

describe('the price display mode of the user settings (SPEC 3)', () => {
  it('takes the modes FormattedPrices is keyed by', () => {
    expect(['SalesUnit', 'BaseUnit', 'Kilo'].map(priceDisplayModeOf)).toEqual(['SalesUnit', 'BaseUnit', 'Kilo']);
  });

  it('shows sales-unit prices for an unknown mode, an empty one, or none yet', () => {
    expect(priceDisplayModeOf('Pallet')).toBe('SalesUnit');
    expect(priceDisplayModeOf('kilo')).toBe('SalesUnit'); // names are exact
    expect(priceDisplayModeOf('')).toBe('SalesUnit');
    expect(priceDisplayModeOf(undefined)).toBe('SalesUnit');
  });
});
