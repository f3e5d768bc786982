/**
 * The basket area's entities that the core does not read (the basket itself is in shared/domain/models.ts),
 * declared once as schemas: the type is inferred, and the reader parses with it (issue #33). The drop size's
 * is beside its rule in drop-size.ts: esbuild keeps a module whole in one chunk, so the drop-size warning
 * (on many pages) would otherwise carry every basket-list schema here.
 */
import * as v from 'valibot';
import { code, figure, flag, id, list, opt, part, text } from '../../lib/schema';
import { Basket } from '../models';

/** The drop size is declared beside its rule (drop-size.ts); its type is the basket area's too. */
export type { DropSize } from './drop-size';

/** One basket of GET checkout/basket/by-customer, with the figures the all-baskets page shows. */
export const BasketListEntry = v.object({
  /** A basket without an Id is dropped from its list. */
  Id: id,
  Name: text,
  NumberOfLines: figure,
  IsDefault: flag,
  /** yyyy-MM-dd..., or '' when the server sent none. */
  ExpectedDate: text,
  SubTotal: figure,
  FormattedSubTotal: text,
  CurrencyCode: text,
});
export type BasketListEntry = v.InferOutput<typeof BasketListEntry>;

/** A customer's baskets (the user may buy for several customers); null Baskets is none. */
export const CustomerBaskets = v.object({
  CustomerId: code,
  CustomerName: text,
  Baskets: list(BasketListEntry),
});
export type CustomerBaskets = v.InferOutput<typeof CustomerBaskets>;

/**
 * GET checkout/alternativebasket's basket: another basket of the customer on whose date the product can be
 * delivered. Its date is ExpectedDate, or Delivery.ExpectedDate as on a basket; '' when it has neither.
 */
export const AlternativeBasket = v.pipe(
  v.object({ Id: id, Name: text, ExpectedDate: opt(v.string()), Delivery: part({ ExpectedDate: text }) }),
  v.transform(({ Id, Name, ExpectedDate, Delivery }) => ({
    Id,
    Name,
    ExpectedDate: ExpectedDate ?? Delivery.ExpectedDate,
  })),
);
export type AlternativeBasket = v.InferOutput<typeof AlternativeBasket>;

/** A basket that suits, or null: null, or anything but a basket with an Id, is none. */
const SuitingBasket = v.fallback(v.nullable(AlternativeBasket), null);

/**
 * The alternative basket answer: `{ ProductId, QuickSaleId, Basket }`, Basket null when none suits; a bare
 * basket summary (no Basket field) is read as that basket. Reads as the basket or null.
 */
export const AlternativeBasketAnswer = v.pipe(
  // Any object (readAs refuses a list or a scalar where one is expected).
  v.record(v.string(), v.unknown()),
  v.transform((answer) => v.parse(SuitingBasket, answer.Basket !== undefined ? answer.Basket : answer)),
);

/**
 * One basket of GET checkout/basket/containing with the asked lines it holds; one without a BasketId is
 * dropped. A line's QuickSaleId is null unless it names a quick sale.
 */
export const BasketContaining = v.object({
  BasketId: id,
  BasketName: text,
  IsDefault: flag,
  Lines: list(
    v.object({
      ProductId: text,
      QuickSaleId: v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
      Quantity: figure,
    }),
  ),
});
export type BasketContaining = v.InferOutput<typeof BasketContaining>;

/** What the server said about one line of a reorder (`Lines` of POST checkout/basket/copy or import). */
export const ReorderLineAnswer = v.object({
  ProductId: code,
  /** The server's word: Added, NotDeliverable, OutOfStock, Replaced, Unknown, or one we do not know. */
  Outcome: text,
  ReplacementProductName: text,
});
export type ReorderLineAnswer = v.InferOutput<typeof ReorderLineAnswer>;

/** A reorder's answer as sent (docs/server-contract.md); the basket is required. */
const ReorderAnswerAsSent = v.object({
  Basket,
  Lines: list(ReorderLineAnswer),
  InvalidProducts: list(v.object({ ProductId: code })),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bare basket answer: an object with an Id and no Basket object. */
const isBareBasket = (answer: unknown): boolean => isRecord(answer) && 'Id' in answer && !isRecord(answer.Basket);

/**
 * A reorder's answer (POST checkout/basket/copy and import): the basket it filled, and what the server said
 * per line (empty when it says nothing). SPEC 7 shows no answer for copy or import. Ours
 * (docs/server-contract.md): `{ Basket, ExpectedDate, InvalidProducts, Lines }`, each line `{ ProductId,
 * Outcome, ReplacementProductName }`. A server that answers the basket itself is read as that basket with
 * nothing said per line (the summary then reads the basket).
 */
export const ReorderAnswer = v.pipe(
  v.unknown(),
  v.transform((answer) => (isBareBasket(answer) ? { Basket: answer } : answer)),
  ReorderAnswerAsSent,
  v.transform((answer) => ({
    basket: answer.Basket,
    lines: answer.Lines,
    invalidProductIds: answer.InvalidProducts.map((p) => p.ProductId),
  })),
);
export type ReorderAnswer = v.InferOutput<typeof ReorderAnswer>;
