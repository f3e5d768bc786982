import type { Basket } from '../domain/models';
import type { OrderLine } from '../domain/orders/models';
import type { ReorderLineAnswer } from '../domain/orders/reorder-summary';
import { readBasket } from './basket-api';
import { apiPost } from './http/client';
import { asList, isRecord } from './http/shape';
import { str } from './http/shape-guards';

/** A reorder's answer: the basket it filled, and what the server said per line (empty when it says nothing). */
export interface ReorderAnswer {
  basket: Basket;
  lines: ReorderLineAnswer[];
  invalidProductIds: string[];
}

const idText = (value: unknown) => (typeof value === 'number' ? String(value) : str(value));

/**
 * SPEC 7 shows no answer for copy or import. Ours (docs/server-contract.md): `{ Basket, ExpectedDate,
 * InvalidProducts, Lines }`, each line `{ ProductId, Outcome, ReplacementProductName }`. A server that answers
 * the basket itself is read as that basket with nothing said per line (the summary then reads the basket).
 */
export function readReorderAnswer(model: unknown): ReorderAnswer {
  if (isRecord(model) && !isRecord(model.Basket) && 'Id' in model)
    return { basket: readBasket(model), lines: [], invalidProductIds: [] };
  if (!isRecord(model)) throw new TypeError('wrong shape: reorder answer is not an object');
  return {
    basket: readBasket(model.Basket),
    lines: asList(model.Lines, 'reorder Lines').map((l) => ({
      ProductId: idText(l.ProductId),
      Outcome: str(l.Outcome),
      ReplacementProductName: str(l.ReplacementProductName),
    })),
    invalidProductIds: asList(model.InvalidProducts, 'InvalidProducts').map((p) => idText(p.ProductId)),
  };
}

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
