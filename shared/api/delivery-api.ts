import { apiGet } from './http/client';
import { DeliveryDates } from '../domain/models';
import { readAs } from './http/shape';

/** Delivery dates by their declaration (shared/domain/models.ts): null is no dates; a list of the wrong kind throws. */
const readDates = (model: unknown): DeliveryDates => readAs(DeliveryDates, model ?? {}, 'delivery dates');

/** SPEC section 7: delivery dates and timetable (the drop size is drop-size-api.ts, the stock refresh catalogApi.stock). */
export const deliveryApi = {
  dates: (preSaleId?: string) => apiGet('delivery/dates', { searchParams: { preSaleId }, read: readDates }),
  timetable: (params: { expectedDeliveryDate?: string; customerId?: string }) =>
    apiGet<unknown>('delivery/timetable', { searchParams: params }),
};
