import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { adoptStyles } from '../../../islands/adopt-styles';
import type { AddToListAction, ListableProduct, OpenAddToList } from './types';
import { AddToListDialog } from './add-to-list-dialog';
import css from './add-to-list.css?inline';
import { ADD_TO_LIST_NS, texts } from './texts';

/**
 * One add-to-list dialog for a whole list of products (or a product page): the rows' buttons only call
 * `open`, which never changes, so opening and closing the dialog re-renders the host alone, never the
 * rows. Also says what was added, in a status region screen readers follow. Render `host` once.
 */
export function useAddToList(): { action: AddToListAction; host: ReactNode } {
  adoptStyles('wsh-add-to-list', css);
  addWidgetResources(ADD_TO_LIST_NS, texts); // idempotent
  const t = useT(ADD_TO_LIST_NS);
  const setterRef = useRef<OpenAddToList>(() => {});
  const open = useCallback<OpenAddToList>((product) => setterRef.current(product), []);
  const action = useMemo(() => ({ open, t }), [open, t]);
  return { action, host: <AddToListHost setterRef={setterRef} /> };
}

function AddToListHost({ setterRef }: { setterRef: { current: OpenAddToList } }) {
  const t = useT(ADD_TO_LIST_NS);
  const [product, setProduct] = useState<ListableProduct | null>(null);
  const [said, setSaid] = useState('');
  setterRef.current = (next) => {
    setSaid('');
    setProduct(next);
  };
  return (
    <>
      {product && (
        <AddToListDialog
          key={product.Id}
          product={product}
          onClose={() => setProduct(null)}
          onAdded={(list) => {
            setSaid(t('added', { product: product.DisplayName, list }));
            setProduct(null);
          }}
        />
      )}
      <p role="status" className="wsh-visually-hidden">
        {said}
      </p>
    </>
  );
}
