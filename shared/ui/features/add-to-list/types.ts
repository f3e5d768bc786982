import type { WidgetT } from '../../../i18n/text-keys';
import type { ADD_TO_LIST_NS } from './texts';

/** What the action needs of a product: a row's basic product, or the product page's. */
export interface ListableProduct {
  Id: string;
  DisplayName: string;
  IsOnFavoriteList?: boolean;
}

/** Opens the host's dialog for a product. */
export type OpenAddToList = (product: ListableProduct) => void;

/** What the buttons of one host share (useAddToList): the opener, which never changes, and the texts. */
export interface AddToListAction {
  open: OpenAddToList;
  t: WidgetT<typeof ADD_TO_LIST_NS>;
}
