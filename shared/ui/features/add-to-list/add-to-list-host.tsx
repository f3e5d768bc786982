import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { adoptStyles } from '../../primitives/adopt-styles';
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
  // The product stays while the dialog plays its exit animation (SPEC 4 Overlays: 500 ms); `open` says it is leaving.
  const [shown, setShown] = useState<{ product: ListableProduct; open: boolean; opening: number } | null>(null);
  const [said, setSaid] = useState('');
  setterRef.current = (next) => {
    setSaid('');
    // Each opening is a fresh dialog, even for the product whose dialog is still leaving.
    setShown((s) => ({ product: next, open: true, opening: (s?.opening ?? 0) + 1 }));
  };
  const close = () => setShown((s) => s && { ...s, open: false });
  return (
    <>
      {shown && (
        <AddToListDialog
          key={shown.opening}
          product={shown.product}
          open={shown.open}
          onClose={close}
          onAdded={(list) => {
            setSaid(t('added', { product: shown.product.DisplayName, list }));
            close();
          }}
        />
      )}
      <p role="status" className="wsh-visually-hidden">
        {said}
      </p>
    </>
  );
}
