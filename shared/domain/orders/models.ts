/**
 * SPEC 3 Order, as the order areas read it (GET accounting/orders, accounting/legacy-orderhistory and
 * their details). Dates are ISO strings as the server sends them: DeliveryDate a day (`2026-03-12`),
 * OrderDate a day with its time. Each entity is declared once as a schema: its type is inferred from it
 * and accounting-api.ts reads the answers with it (issue #33; how a schema is lenient: shared/lib/schema.ts).
 */
import * as v from 'valibot';
import { code, figure, flag, id, list, opt, text } from '../../lib/schema';

const optFigure = opt(v.pipe(v.number(), v.finite()));

/** SPEC 3: a line's quantity is QuantityOrdered, or Quantity where the server sends only that (legacy lines). */
export const OrderLine = v.pipe(
  v.object({
    ItemNumber: code,
    ItemName: text,
    QuantityOrdered: optFigure,
    Quantity: figure,
    /** QuantityOrdered in base units, for an import (beyond SPEC 3, on an order's details); 0 when not sent. */
    BaseUnitQuantity: figure,
  }),
  v.transform(({ Quantity, QuantityOrdered, ...line }) => ({ ...line, QuantityOrdered: QuantityOrdered ?? Quantity })),
);
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * An order: required, with its Id (an order without one is dropped from a list); a missing text is '', a
 * missing number 0; lines that do not read as one are dropped.
 */
export const Order = v.pipe(
  v.object({
    Id: id,
    CustomerReference: text,
    DeliveryDate: text,
    OrderDate: text,
    OrderedByUser: text,
    OrderType: text,
    OurReferenceNumber: code,
    Source: text,
    Status: text,
    Total: figure,
    /** The server's formatted total when it sends one; '' otherwise (the client formats Total). */
    FormattedTotal: text,
    CurrencyCode: v.fallback(v.pipe(v.string(), v.nonEmpty()), 'DKK'),
    TotalNumberOfProducts: optFigure,
    Lines: list(OrderLine),
  }),
  v.transform((order) => ({ ...order, TotalNumberOfProducts: order.TotalNumberOfProducts ?? order.Lines.length })),
);
export type Order = v.InferOutput<typeof Order>;

/**
 * An address as lines of text: the server sends text, or an object of Street, PostalCode, City and
 * Country (the mock does); '' when it is neither.
 */
const address = v.fallback(
  v.union([
    v.string(),
    v.pipe(
      v.object({ Street: text, PostalCode: code, City: text, Country: text }),
      v.transform((a) =>
        [a.Street, [a.PostalCode, a.City].filter(Boolean).join(' '), a.Country].filter(Boolean).join('\n'),
      ),
    ),
  ]),
  '',
);

/** GET accounting/orders/{id}/additional-details (fields beyond SPEC 3 as the server sends them); null is none. */
export const OrderAdditionalDetails = v.object({
  Message: text,
  DeliveryAddress: address,
  InvoiceAddress: address,
  Route: code,
});
export type OrderAdditionalDetails = v.InferOutput<typeof OrderAdditionalDetails>;

/** GET accounting/orders/{id}/tracking; null is "not trackable" (nothing to show). */
export const OrderTracking = v.object({
  IsTrackable: flag,
  Status: text,
  /** ISO date-time, or '' when not known. */
  EstimatedArrival: text,
  /** The carrier's tracking page, or '' when none. */
  TrackingUrl: text,
});
export type OrderTracking = v.InferOutput<typeof OrderTracking>;

/** Which history an order area shows: the order overview's orders or the legacy order history's. */
export type OrderSource = 'orders' | 'legacy';
