import { createContext, type ComponentType } from 'react';
import type { Product } from '../../../domain/models';
import type { PriceDisplayMode } from '../../../domain/catalogue/product-list';
import type { WidgetT } from '../../../i18n/text-keys';
import type { AddToListAction } from '../add-to-list/types';
import type { PRODUCT_LIST_NS } from './texts';

/**
 * What every row of a list shares. One context value instead of row props, so a row's props are only
 * its own data and `React.memo` can skip it; the value changes only with the language or the settings.
 */
export interface ListContextValue {
  t: WidgetT<typeof PRODUCT_LIST_NS>;
  priceDisplayMode: PriceDisplayMode;
  /** Address of a product page, for the direct-replacement link; without it the replacement is text. */
  productUrl?: (productId: string) => string | null;
  /** Loads a failed row's snapshot chunk again. */
  retry(productId: string): void;
  headingLevel: 2 | 3 | 4;
  /** Adding is locked (samples): rows whose product is not in the basket get a disabled quantity input. */
  lockAdding?: boolean;
  /** Opens the list's one add-to-list dialog; absent for anonymous visitors (no action) or when the host turns it off. */
  addToList?: AddToListAction;
  /** The selection column's change (a host with `selection`); each row's checkbox calls it. */
  select?(productId: string, selected: boolean): void;
  /** A host's per-row parts (a move handle, a remove button), before the row's info and after its quantity. */
  rowStart?: ComponentType<RowSlotProps>;
  rowEnd?: ComponentType<RowSlotProps>;
}

/** What a host's per-row part gets: the row's product as shown (basic data, then the snapshot's). */
export interface RowSlotProps {
  product: Product;
}

export const ListContext = createContext<ListContextValue | null>(null);
