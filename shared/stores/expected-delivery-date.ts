import { atom } from 'nanostores';
import { emit } from '../events/bus';

/** The expected delivery date of the current basket, `yyyy-MM-dd`, or null before it is known. */
export const $expectedDeliveryDate = atom<string | null>(null);

/**
 * Sets the expected delivery date and tells every island (SPEC section 4: subscribers are notified
 * with the flags changed basket and changed expected delivery date).
 */
export function setExpectedDeliveryDate(date: string | null, opts: { basketId?: string | null; changedBasket?: boolean } = {}): void {
  const changedDate = $expectedDeliveryDate.get() !== date;
  $expectedDeliveryDate.set(date);
  if (changedDate || opts.changedBasket) {
    emit('basketChanged', {
      basketId: opts.basketId ?? null,
      changedBasket: opts.changedBasket ?? false,
      changedExpectedDeliveryDate: changedDate,
    });
  }
}
