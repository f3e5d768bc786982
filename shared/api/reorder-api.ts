import { ReorderAnswer } from '../domain/basket/models';
import type { OrderLine } from '../domain/orders/models';
import { apiPost } from './http/client';
import { readAs } from './http/shape';

/**
 * A reorder's answer, by its declaration (shared/domain/basket/models.ts): `{ Basket, Lines, InvalidProducts }`
 * or the basket itself; the basket is required either way.
 */
export const readReorderAnswer = (model: unknown): ReorderAnswer => readAs(ReorderAnswer, model, 'reorder answer');

/** What an import sends per order line (SPEC 7): base units, where the order says them, else the quantity ordered. */
export const importProducts = (lines: readonly OrderLine[]) =>
  lines.map((l) => ({
    ProductId: l.ItemNumber,
    BaseUnitQuantity: l.BaseUnitQuantity > 0 ? l.BaseUnitQuantity : l.QuantityOrdered,
    FallbackProductName: l.ItemName,
  }));

/** SPEC 7 Basket and checkout, the reorder calls. */
export const reorderApi = {
  /** POST checkout/basket/copy {orderId}: the order into the current customer's basket (404: no such order). */
  copy: (orderId: string) => apiPost('checkout/basket/copy', { orderId }, { read: readReorderAnswer }),
  /** POST checkout/basket/import {ImportToCustomerId, Products}: into that customer's basket (SPEC 8: 404 customer not found). */
  importTo: (customerId: string, lines: readonly OrderLine[]) =>
    apiPost(
      'checkout/basket/import',
      { ImportToCustomerId: customerId, Products: importProducts(lines) },
      { read: readReorderAnswer },
    ),
};
