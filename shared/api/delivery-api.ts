import { apiGet } from './client';
import type { DeliveryDates, DropSize } from './models';

/** SPEC section 7: delivery dates, timetable, drop size, stock refresh. */
export const deliveryApi = {
  dates: (preSaleId?: string) => apiGet<DeliveryDates>('delivery/dates', { searchParams: { preSaleId } }),
  timetable: (params: { expectedDeliveryDate?: string; customerId?: string }) => apiGet<unknown>('delivery/timetable', { searchParams: params }),
  dropSize: (basketSubTotal: number, expectedDeliveryDate: string) =>
    apiGet<DropSize>('delivery/dropsize/ofbasket', { searchParams: { basketSubTotal, expectedDeliveryDate } }),
  stock: (params: { expectedDeliveryDate?: string; productId: string; quickSaleId?: string }) => apiGet<unknown>('catalog/stock', { searchParams: params }),
};
