/**
 * The checkout's entities (SPEC 3 Order and Web order, as the checkout and the receipt read them), declared
 * once as schemas: the types are inferred, and shared/api/web-order-api.ts reads the answers with them
 * (issue #33).
 */
import * as v from 'valibot';
import { figure, list, opt, text, trimmed } from '../../lib/schema';

/** A placed order's id as the server may send it: trimmed text, never empty, or a finite number as text. */
const OrderId = v.union([v.pipe(trimmed, v.nonEmpty()), v.pipe(v.number(), v.finite(), v.transform(String))]);
/** Where an answer names the placed order's id: Id, else OrderId. */
const orderIdEntries = { Id: opt(OrderId), OrderId: opt(OrderId) };

/**
 * The placed order's id as the answer to POST checkout/weborder names it, or null when it names none (or
 * is no object): a 2xx answer is a placed order whatever its Model (issue #10), the id only decides where
 * the buyer goes next.
 */
export const PlacedOrderId = v.fallback(
  v.pipe(
    v.object(orderIdEntries),
    v.transform((o) => o.Id ?? o.OrderId ?? null),
  ),
  null,
);

const lineEntries = {
  QuantityOrdered: opt(v.number()),
  Quantity: opt(v.number()),
  SalesUnitCode: opt(v.string()),
  LineAmount: opt(v.number()),
  FormattedLineAmount: opt(v.string()),
};

/**
 * One line of a placed order (SPEC 3 Order: ItemNumber, ItemName, QuantityOrdered or Quantity); a line
 * with neither an item number nor a name is dropped.
 */
export const WebOrderLine = v.union([
  v.object({ ItemNumber: v.string(), ItemName: text, ...lineEntries }),
  v.object({ ItemNumber: text, ItemName: v.string(), ...lineEntries }),
]);
export type WebOrderLine = v.InferOutput<typeof WebOrderLine>;

/**
 * A placed web order as GET checkout/weborder answers it (SPEC 3 Order and Web order), for the receipt:
 * one is required, with its id (Id, else OrderId); its lines may be empty, its figures fall back to 0 (the
 * number of products to the number of lines). Texts of another kind are left out (React cannot show an
 * object).
 */
export const WebOrder = v.pipe(
  v.object({
    ...orderIdEntries,
    CustomerReference: opt(v.string()),
    /** ISO date-times. */
    OrderDate: text,
    DeliveryDate: opt(v.string()),
    Delivery: opt(v.object({ ExpectedDate: v.string() })),
    OrderedByUser: opt(v.string()),
    OurReferenceNumber: opt(v.string()),
    Status: opt(v.string()),
    Message: opt(v.string()),
    /** Where the receipt report goes by default, when the server knows one. */
    EmailAddress: opt(v.string()),
    Total: figure,
    FormattedTotal: opt(v.string()),
    CurrencyCode: opt(v.string()),
    TotalNumberOfProducts: opt(v.pipe(v.number(), v.finite())),
    Lines: list(WebOrderLine),
  }),
  v.transform(({ OrderId, ...order }) => ({
    ...order,
    Id: order.Id ?? OrderId ?? '',
    TotalNumberOfProducts: order.TotalNumberOfProducts ?? order.Lines.length,
  })),
);
export type WebOrder = v.InferOutput<typeof WebOrder>;
