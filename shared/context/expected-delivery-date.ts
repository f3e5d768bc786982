import { atom } from 'nanostores';

/** The expected delivery date of the current basket, `yyyy-MM-dd`, or null before it is known. */
export const $expectedDeliveryDate = atom<string | null>(null);
