import { useT } from '../../../i18n/use-translation';
import { useIsOnFavoriteList } from '../../data/use-favorite-mark';
import { ADD_TO_LIST_NS } from './texts';

/** What the button needs of a product: a row's basic product, or the product page's. */
export interface ListableProduct {
  Id: string;
  DisplayName: string;
  IsOnFavoriteList?: boolean;
}

interface Props {
  product: ListableProduct;
  /** Opens the (one shared) add-to-list dialog for the product. */
  onOpen(product: ListableProduct): void;
}

/**
 * The add-to-list action: a filled marker when the product is on one of the customer's lists, an empty
 * one when not (SPEC 3 Product.IsOnFavoriteList, then what this page changed). Cheap on purpose, since
 * a list draws 400 of them: no state, no dialog of its own, and it re-renders only when its own
 * product's mark changes. Its texts are loaded by the dialog host.
 */
export function AddToListButton({ product, onOpen }: Props) {
  const t = useT(ADD_TO_LIST_NS);
  const on = useIsOnFavoriteList(product.Id, product.IsOnFavoriteList);
  return (
    <button
      type="button"
      className={`wsh-add-to-list__button${on ? ' wsh-add-to-list__button--on' : ''}`}
      aria-haspopup="dialog"
      aria-label={t(on ? 'onListLabel' : 'addLabel', { product: product.DisplayName })}
      onClick={() => onOpen(product)}
    >
      <span className="wsh-add-to-list__marker" aria-hidden="true">
        {on ? '★' : '☆'}
      </span>
      {t(on ? 'onList' : 'add')}
    </button>
  );
}
