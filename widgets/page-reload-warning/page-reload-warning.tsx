import { useEffect, useState } from 'react';
import { on } from '../../shared/events/bus';
import { useT } from '../../shared/i18n/use-translation';
import { reloadPage } from '../../shared/lib/navigation';
import { Dialog } from '../../shared/ui/primitives/dialog';

export function PageReloadWarning() {
  const t = useT('page-reload-warning');
  const [open, setOpen] = useState(false);
  // Another window changed whose this browser is (issue #32): its own words, as that is not a basket change.
  const [identity, setIdentity] = useState(false);
  // Replayed: this island loads once the page's first content is up (recommended `idle`), after a basket read
  // at load may already have found the basket gone.
  useEffect(
    () =>
      on(
        'pageReloadWarning',
        ({ reason }) => {
          setIdentity((was) => was || reason === 'identity-changed');
          setOpen(true);
        },
        true,
      ),
    [],
  );
  // `open` rather than mounting it: closing plays the dialog's exit animation (SPEC 4 Overlays).
  return (
    <Dialog
      open={open}
      title={t(identity ? 'identityTitle' : 'title')}
      role="alertdialog"
      onClose={() => setOpen(false)}
    >
      <p>{t(identity ? 'identityText' : 'text')}</p>
      <div className="wsh-dialog__actions">
        <button type="button" className="wsh-button" onClick={reloadPage}>
          {t('reload')}
        </button>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={() => setOpen(false)}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
