import { describe, expect, it, vi } from 'vitest';
import { basketApi } from '../../../shared/api/basket-api';
import { brandsApi } from '../../../shared/api/brands-api';
import { campaignsApi } from '../../../shared/api/campaigns-api';
import { catalogApi } from '../../../shared/api/catalog-api';
import { customersApi } from '../../../shared/api/customers-api';
import { deliveryApi } from '../../../shared/api/delivery-api';
import { dropSizeApi } from '../../../shared/api/drop-size-api';
import { isMissingModelError } from '../../../shared/api/http/errors';
import { purchaseHistoryApi } from '../../../shared/api/purchase-history-api';
import { sustainabilityApi } from '../../../shared/api/sustainability-api';
import { userApi } from '../../../shared/api/user-api';
import { webOrderApi } from '../../../shared/api/web-order-api';
import { on } from '../../../shared/events/bus';
import { useOneAnswerApi } from '../../support/one-answer-api';

const { answer, answerBody } = useOneAnswerApi();

/** The call fails as a wrong-shaped answer (MissingModelError naming the path), and raises no exception notice. */
async function expectWrongShape(call: () => Promise<unknown>, path: string) {
  const notices = vi.fn();
  const off = on('exception', notices);
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  off();
  expect(isMissingModelError(error), `expected a wrong-shape error, got ${String(error)}`).toBe(true);
  expect((error as Error).message).toContain(path);
  expect(notices).not.toHaveBeenCalled();
}

describe('Model: null', () => {
  it('`Model: null` for user settings is an error naming the path (one answer is required)', async () => {
    answer(null);
    await expectWrongShape(() => userApi.settings(), 'GET user/settings');
  });

  it('`Model: null` for the customer is an error naming the path', async () => {
    answer(null);
    await expectWrongShape(() => customersApi.current(), 'GET customers/current');
  });

  it('`Model: null` for logos is no logos', async () => {
    answer(null);
    await expect(brandsApi.logos()).resolves.toEqual([]);
  });

  it('`Model: null` for a web order still counts as placed, without an order id', async () => {
    answer(null);
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toEqual({ model: null, trackerScriptRan: false });
  });

  it("`Model: null` for the receipt's web order is an error (the receipt needs the order)", async () => {
    answer(null);
    await expectWrongShape(() => webOrderApi.get('7200001'), 'GET checkout/weborder');
  });

  it('`Model: null` for the basket is an error, so the islands show theirs with a retry', async () => {
    answer(null);
    await expectWrongShape(() => basketApi.get(), 'GET checkout/basket');
  });

  it("`Model: null` for the brand list is no brands; for the current page's campaigns, none in any group", async () => {
    answer(null);
    await expect(brandsApi.list()).resolves.toEqual([]);
    await expect(campaignsApi.currentPage()).resolves.toEqual({
      Banners: [],
      ProductPromotions: [],
      PromotionTiles: [],
      HighlightedProducts: [],
    });
  });

  it('`Model: null` for campaign details and a supplier landing page is an error (one page is required)', async () => {
    answer(null);
    await expectWrongShape(
      () => campaignsApi.details('productpromotions', '3142'),
      'GET campaigns/productpromotions/3142',
    );
    await expectWrongShape(
      () => campaignsApi.supplierLandingPage('LP400'),
      'GET campaigns/supplier-landing-pages/LP400',
    );
  });

  it('`Model: null` for a banner, the samples campaign and the key figures is none (they may be absent)', async () => {
    answer(null);
    await expect(campaignsApi.banner('1')).resolves.toBeNull();
    await expect(campaignsApi.productSamples()).resolves.toBeNull();
    await expect(sustainabilityApi.keyFigures('order', '1')).resolves.toBeNull();
  });

  it('`Model: null` for lists and pages of results is empty: logos campaigns, snapshots, search, suggestions, tiles, brand products', async () => {
    answer(null);
    await expect(campaignsApi.supplierBrands()).resolves.toEqual([]);
    await expect(campaignsApi.productNews()).resolves.toEqual([]);
    await expect(catalogApi.snapshots(['1'])).resolves.toEqual([]);
    await expect(catalogApi.search({ query: 'milk' })).resolves.toMatchObject({
      TotalResults: 0,
      PageOfResults: [],
      Facets: [],
    });
    await expect(catalogApi.suggest('milk')).resolves.toEqual({ SearchText: '', TotalResults: 0, Suggestions: [] });
    await expect(campaignsApi.paginatedProducts('ids', { ids: ['1'], pageSize: 6, skip: 0 })).resolves.toMatchObject({
      TotalResults: 0,
      PageOfResults: [],
    });
    await expect(brandsApi.products('b1')).resolves.toMatchObject({ Page: { TotalResults: 0, PageOfResults: [] } });
  });

  it('`Model: null` for the purchase history is no purchases (SPEC 4: empty); for delivery dates, no dates', async () => {
    answer(null);
    await expect(purchaseHistoryApi.first('100081')).resolves.toMatchObject({
      ProductId: '100081',
      TotalPurchases: 0,
      Purchases: [],
    });
    await expect(deliveryApi.dates()).resolves.toEqual({ Dates: [], PreSalePeriods: [] });
  });

  it('`Model: null` for a product, the stock, the drop size and the user is an error', async () => {
    answer(null);
    await expectWrongShape(() => catalogApi.product('100081'), 'GET catalog/products/100081');
    await expectWrongShape(() => catalogApi.stock({ productId: '100081' }), 'GET catalog/stock');
    await expectWrongShape(() => dropSizeApi.dropSize(10, '2026-01-05'), 'GET delivery/dropsize/ofbasket');
    await expectWrongShape(() => userApi.current(), 'GET user');
  });
});

describe('a list where an object is expected', () => {
  it("`Model: []` for user settings, the customer, the basket and the receipt's web order is an error", async () => {
    answer([]);
    await expectWrongShape(() => userApi.settings(), 'GET user/settings');
    await expectWrongShape(() => customersApi.current(), 'GET customers/current');
    await expectWrongShape(() => basketApi.get(), 'GET checkout/basket');
    await expectWrongShape(() => webOrderApi.get('1'), 'GET checkout/weborder');
  });

  it("`Model: []` for the current page's campaigns, the search and the key figures is an error", async () => {
    answer([]);
    await expectWrongShape(() => campaignsApi.currentPage(), 'GET campaigns/currentpage');
    await expectWrongShape(() => catalogApi.search({ query: 'milk' }), 'GET catalog/search');
    await expectWrongShape(
      () => sustainabilityApi.keyFigures('basket', 'B-1'),
      'GET sustainability/keyfigures/basket/B-1',
    );
  });

  it('`Model: []` for a web order still counts as placed, without an order id', async () => {
    answer([]);
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toMatchObject({ model: null });
  });
});

describe('an object where a list is expected', () => {
  it('`Model: {}` for logos, the brand list, logo campaigns and snapshots is an error', async () => {
    answer({});
    await expectWrongShape(() => brandsApi.logos(), 'GET logos/brands');
    await expectWrongShape(() => brandsApi.list(), 'GET brands');
    await expectWrongShape(() => campaignsApi.supplierBrands(), 'GET campaigns/supplier-brands');
    await expectWrongShape(() => catalogApi.snapshots(['1']), 'GET catalog/products/snapshots');
  });

  it('a page whose PageOfResults is an object is an error', async () => {
    answer({ TotalResults: 3, PageOfResults: { Id: '1' } });
    await expectWrongShape(
      () => campaignsApi.paginatedProducts('ids', { ids: ['1'], pageSize: 6, skip: 0 }),
      'GET catalog/products/snapshots/paginated',
    );
  });
});

describe('an empty object', () => {
  it("`Model: {}` for user settings reads as no settings: empty texts, no formatters (the islands' defaults apply)", async () => {
    answer({});
    await expect(userApi.settings()).resolves.toEqual({
      Settings: { BasketItemsDisplayMode: '', PriceDisplayMode: '', DefaultSort: undefined },
      PriceDisplayModeFormatters: [],
    });
  });

  it('`Model: {}` for the customer does not require an order reference', async () => {
    answer({});
    await expect(customersApi.current()).resolves.toMatchObject({ RequireOrderReference: false });
  });

  it("`Model: {}` for the basket (no Id, no date) and for the receipt's web order (no Id) is an error", async () => {
    answer({});
    await expectWrongShape(() => basketApi.get(), 'GET checkout/basket');
    await expectWrongShape(() => webOrderApi.get('1'), 'GET checkout/weborder');
  });

  it('`Model: {}` for a web order still counts as placed, without an order id', async () => {
    answer({});
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toMatchObject({ model: null });
  });

  it('`Model: {}` for campaign details is a campaign page without text or products', async () => {
    answer({});
    await expect(campaignsApi.details('productpromotions', '1')).resolves.toMatchObject({
      Title: '',
      Content: { Url: '' },
      Page: { TotalResults: 0, PageOfResults: [] },
    });
  });
});

describe('answers with the right kind, read for what the islands rely on', () => {
  it('a web order answer names its id as Id, else OrderId; a number becomes text', async () => {
    answer({ OrderId: 'W-9' });
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toMatchObject({ model: 'W-9' });
    answer({ Id: 7200001 });
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toMatchObject({ model: '7200001' });
  });

  it('a web order answer without Model at all still counts as placed, without an order id', async () => {
    answerBody({ Data: { Id: '1' } });
    await expect(webOrderApi.place({ basketid: 'B-1' })).resolves.toEqual({ model: null, trackerScriptRan: false });
  });

  it('campaign entries without an Id are dropped; a part of the wrong shape reads as empty; the others stay', async () => {
    answer({
      Banners: [{ Id: 'ok', Title: 'Fine' }, { Id: 7, Url: 'x', Priority: 'high' }, { Title: 'no id' }, 'text'],
      PromotionTiles: null,
    });
    const groups = await campaignsApi.currentPage();
    expect(groups.Banners.map((b) => b.Id)).toEqual(['ok', '7']);
    expect(groups.Banners[0]).toMatchObject({
      Title: 'Fine',
      Content: { Url: '' },
      Url: { Link: '', Target: '' },
      DisplaySetting: { DisplayMode: '' },
    });
    // A priority that is not a number weighs as Priority 10 (rarely picked), a link that is not an object is none.
    expect(groups.Banners[1]).toMatchObject({ Priority: 10, Url: { Link: '', Target: '' } });
    expect(groups.PromotionTiles).toEqual([]);
  });

  it('a product without SalesUnits reads as one without sales units; products without an Id are dropped from a list', async () => {
    answer({ Id: '100081', DisplayName: 'Milk', SalesUnits: null, Related: { Replacements: ['1', 2] } });
    await expect(catalogApi.product('100081')).resolves.toMatchObject({
      Id: '100081',
      SalesUnits: { Values: [] },
      Related: { Replacements: ['1'], DirectReplacement: null },
    });
    answer([{ Id: '1', SalesUnits: { Values: [] } }, { DisplayName: 'no id' }, null]);
    await expect(catalogApi.snapshots(['1'])).resolves.toHaveLength(1);
  });

  it('a basket whose lists are null has empty lists; lines without a Product are dropped', async () => {
    answer({
      Id: 'B-1',
      Delivery: { ExpectedDate: '2026-01-05' },
      LineItems: [
        { Id: 'L1', Product: { Id: 'P1' } },
        { Id: 'L2', Product: null },
      ],
      AllBaskets: null,
    });
    const basket = await basketApi.get();
    expect(basket.LineItems.map((l) => l.Id)).toEqual(['L1']);
    expect(basket.InvalidLineItems).toEqual([]);
    expect(basket.AllBaskets).toEqual([]);
  });
});
