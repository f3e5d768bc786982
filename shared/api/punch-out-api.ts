import { PunchOutOrder, PunchOutUser } from '../domain/punch-out/models';
import { list } from '../lib/schema';
import { apiGet } from './http/client';
import { readAs } from './http/shape';

/** The orders, by their declaration: null is none; entries without an Id are dropped. */
const PunchOutOrders = list(PunchOutOrder);
const readOrders = (model: unknown): PunchOutOrder[] => readAs(PunchOutOrders, model, 'punch-out orders');

/** Whether the current user is a punch-out user (SPEC 3 User.IsPunchOutUser): true only when the server says so. */
const readIsPunchOutUser = (model: unknown): boolean => readAs(PunchOutUser, model, 'user').IsPunchOutUser;

/** SPEC 7: GET punchout/orders, and GET user for SPEC 3's IsPunchOutUser, which decides who sees them. */
export const punchOutApi = {
  orders: (signal?: AbortSignal) => apiGet('punchout/orders', { read: readOrders, signal }),
  isPunchOutUser: (signal?: AbortSignal) => apiGet('user', { read: readIsPunchOutUser, signal }),
};
