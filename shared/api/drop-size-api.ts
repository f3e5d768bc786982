import { apiGet } from './http/client';
import type { DropSize } from '../domain/models';
import { num, requireObject, str } from './http/shape-guards';

/**
 * The drop size of a basket, by the shape rule of shape.ts: one answer is required; a missing figure
 * reads as reached (nothing missing), a missing text as ''. Not in delivery-api.ts: that one is in the
 * core chunk, and only the drop-size warning asks for this.
 */
function readDropSize(model: unknown): DropSize {
  const d = requireObject(model, 'drop size');
  return {
    DropSizeLimit: num(d.DropSizeLimit),
    FormattedDropSizeLimit: str(d.FormattedDropSizeLimit),
    BasketSubTotal: num(d.BasketSubTotal),
    MissingAmount: num(d.MissingAmount),
    FormattedMissingAmount: str(d.FormattedMissingAmount),
    IsReached: d.IsReached === true,
  };
}

/** SPEC section 7: GET delivery/dropsize/ofbasket. */
export const dropSizeApi = {
  dropSize: (basketSubTotal: number, expectedDeliveryDate: string) =>
    apiGet('delivery/dropsize/ofbasket', {
      searchParams: { basketSubTotal, expectedDeliveryDate },
      read: readDropSize,
    }),
};
