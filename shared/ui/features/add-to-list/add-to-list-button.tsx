import { useIsOnFavoriteList } from '../../data/use-favorite-mark';
import type { AddToListAction, ListableProduct } from './types';

interface Props {
  product: ListableProduct;
  /** The host's action (useAddToList): opens its one dialog, and its texts. */
  action: AddToListAction;
}

/**
 * The add-to-list action: a filled marker when the product is on one of the customer's lists, an empty
 * one when not (SPEC 3 Product.IsOnFavoriteList, then what this page changed). Cheap on purpose, since
 * a list draws 400 of them: no state, no dialog and no language subscription of its own (the host's
 * `t`), and it re-renders only when its own product's mark changes.
 */
export function AddToListButton({ product, action: { open, t } }: Props) {
  const on = useIsOnFavoriteList(product.Id, product.IsOnFavoriteList);
  return (
    <button
      type="button"
      className={`wsh-add-to-list__button${on ? ' wsh-add-to-list__button--on' : ''}`}
      aria-haspopup="dialog"
      aria-label={t(on ? 'onListLabel' : 'addLabel', { product: product.DisplayName })}
      onClick={() => open(product)}
    >
      <span className="wsh-add-to-list__marker" aria-hidden="true">
        {on ? '★' : '☆'}
      </span>
      {t(on ? 'onList' : 'add')}
    </button>
  );
}
