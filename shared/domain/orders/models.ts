/**
 * SPEC 3 Order, as the order areas read it (GET accounting/orders, accounting/legacy-orderhistory and
 * their details). Dates are ISO strings as the server sends them: DeliveryDate a day (`2026-03-12`),
 * OrderDate a day with its time.
 */
export interface OrderLine {
  ItemNumber: string;
  ItemName: string;
  /** SPEC 3: "QuantityOrdered or Quantity" (legacy lines may carry only Quantity). */
  QuantityOrdered: number;
  /** QuantityOrdered in base units, for an import (beyond SPEC 3, on an order's details); 0 when not sent. */
  BaseUnitQuantity: number;
}

export interface Order {
  Id: string;
  CustomerReference: string;
  DeliveryDate: string;
  OrderDate: string;
  OrderedByUser: string;
  OrderType: string;
  OurReferenceNumber: string;
  Source: string;
  Status: string;
  Total: number;
  /** The server's formatted total when it sends one; '' otherwise (the client formats Total). */
  FormattedTotal: string;
  CurrencyCode: string;
  TotalNumberOfProducts: number;
  Lines: OrderLine[];
}

/** GET accounting/orders/{id}/additional-details (fields beyond SPEC 3 as the server sends them). */
export interface OrderAdditionalDetails {
  Message: string;
  DeliveryAddress: string;
  InvoiceAddress: string;
  Route: string;
}

/** GET accounting/orders/{id}/tracking. */
export interface OrderTracking {
  IsTrackable: boolean;
  Status: string;
  /** ISO date-time, or '' when not known. */
  EstimatedArrival: string;
  /** The carrier's tracking page, or '' when none. */
  TrackingUrl: string;
}

/** Which history an order area shows: the order overview's orders or the legacy order history's. */
export type OrderSource = 'orders' | 'legacy';
