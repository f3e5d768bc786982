import { apiGet } from './http/client';
import { DropSize } from '../domain/basket/drop-size';
import { readAs } from './http/shape';

/**
 * The drop size of a basket, by its declaration (shared/domain/models.ts): one answer is required; a missing
 * figure reads as reached (nothing missing), a missing text as ''. Not in delivery-api.ts: that one is in the
 * core chunk, and only the drop-size warning asks for this.
 */
const readDropSize = (model: unknown): DropSize => readAs(DropSize, model, 'drop size');

/** SPEC section 7: GET delivery/dropsize/ofbasket. */
export const dropSizeApi = {
  dropSize: (basketSubTotal: number, expectedDeliveryDate: string) =>
    apiGet('delivery/dropsize/ofbasket', {
      searchParams: { basketSubTotal, expectedDeliveryDate },
      read: readDropSize,
    }),
};
