import type { PunchOutOrder } from '../domain/punch-out/models';
import { apiGet } from './http/client';
import { asList, type Json } from './http/shape';
import { requireObject, str } from './http/shape-guards';

/** An id the server may send as a number, as text; '' when it is neither. */
const idText = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

/** One order of the list, or null without an Id (dropped: the rest of the list still shows). */
function readOrder(o: Json): PunchOutOrder | null {
  const id = idText(o.Id);
  if (!id) return null;
  return {
    Id: id,
    CustomerReference: str(o.CustomerReference),
    OrderDate: str(o.OrderDate),
    DeliveryDate: str(o.DeliveryDate),
    Status: str(o.Status),
    Total: typeof o.Total === 'number' && Number.isFinite(o.Total) ? o.Total : null,
    FormattedTotal: str(o.FormattedTotal),
    CurrencyCode: str(o.CurrencyCode),
  };
}

/** The orders, by the shape rule of shape.ts: null is none; entries without an Id are dropped. */
const readOrders = (model: unknown): PunchOutOrder[] =>
  asList(model, 'punch-out orders').flatMap((o) => readOrder(o) ?? []);

/** Whether the current user is a punch-out user (SPEC 3 User.IsPunchOutUser): true only when the server says so. */
const readIsPunchOutUser = (model: unknown): boolean => requireObject(model, 'user').IsPunchOutUser === true;

/** SPEC 7: GET punchout/orders, and GET user for SPEC 3's IsPunchOutUser, which decides who sees them. */
export const punchOutApi = {
  orders: (signal?: AbortSignal) => apiGet('punchout/orders', { read: readOrders, signal }),
  isPunchOutUser: (signal?: AbortSignal) => apiGet('user', { read: readIsPunchOutUser, signal }),
};
