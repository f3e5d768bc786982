import { useId, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { MenuTree } from '../../shared/ui/features/menu/menu-tree';
import { Drawer } from '../../shared/ui/primitives/drawer';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 off-canvas menu: a button and the menu as a portal overlay (the shared Drawer in a portal, so a
 * sticky or transformed header cannot clip it). SPEC 4 Overlays: it closes on Escape, the close button or
 * the backdrop, with the 500 ms exit animation; focus stays inside while it is open (the Drawer's trap) and
 * returns to the menu button when it closes.
 */
export function OffCanvasMenu({ items, title, buttonText, side }: Props) {
  const t = useT(NS);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const heading = title ?? t('menu');
  return (
    <div className="wsh-off-canvas-menu">
      <button
        ref={buttonRef}
        type="button"
        className="wsh-off-canvas-menu__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {buttonText ?? t('menu')}
      </button>
      <Drawer
        open={open}
        title={heading}
        side={side}
        portal
        onClose={() => setOpen(false)}
        returnFocusRef={buttonRef}
        className="wsh-off-canvas-menu__drawer"
      >
        <nav id={navId} aria-label={t('navLabel')}>
          <MenuTree
            items={items}
            block="wsh-off-canvas-menu"
            labels={{ overview: (text) => t('overview', { text }) }}
          />
        </nav>
      </Drawer>
    </div>
  );
}
