import { apiGet } from './http/client';
import type { DeliveryDate, DeliveryDates, PreSalePeriod } from '../domain/models';
import { asList, isRecord } from './http/shape';

/**
 * Delivery dates by the shape rule of shape.ts: null is no dates, and so (to keep the core chunk small)
 * is an answer of another kind; a list of the wrong kind throws.
 */
function readDates(model: unknown): DeliveryDates {
  const d = isRecord(model) ? model : {};
  return {
    Dates: asList<DeliveryDate>(d.Dates, 'Dates'),
    PreSalePeriods: asList<PreSalePeriod>(d.PreSalePeriods, 'PreSalePeriods'),
  };
}

/** SPEC section 7: delivery dates and timetable (the drop size is drop-size-api.ts, the stock refresh catalogApi.stock). */
export const deliveryApi = {
  dates: (preSaleId?: string) => apiGet('delivery/dates', { searchParams: { preSaleId }, read: readDates }),
  timetable: (params: { expectedDeliveryDate?: string; customerId?: string }) =>
    apiGet<unknown>('delivery/timetable', { searchParams: params }),
};
