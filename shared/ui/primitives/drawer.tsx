import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { TIMING } from '../../lib/timing';
import { useT } from '../../i18n/use-translation';
import { adoptStyles } from './adopt-styles';
import drawerCss from './drawer.css?inline';
import { usePresence } from './use-presence';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Elements Tab can reach; tabindex -1 is left out (react-day-picker's roving day buttons use it). */
const tabbables = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface DrawerProps {
  open: boolean;
  title: string;
  /** Asked to close (Escape, close button, backdrop); the owner sets `open` to false. */
  onClose(): void;
  children: ReactNode;
  /** Sticky area under the scrolling body, for the drawer's main actions. */
  footer?: ReactNode;
  side?: 'right' | 'left';
  /** Where focus goes on opening; default the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement>;
  /** Where focus returns on closing; default the element that had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement>;
  className?: string;
  /**
   * Render into `document.body` (a portal) instead of the island's element: for a drawer opened from a
   * header, whose sticky or transformed ancestors would clip a position: fixed overlay. Theme tokens set
   * on the island element then do not reach it (set them on :root).
   */
  portal?: boolean;
}

/**
 * A modal side drawer. By default it stays in the island's element so a theme set on the island
 * still applies; it is position: fixed, which an ancestor with a transform would break (`portal`).
 * After `open` turns false it plays its exit animation (SPEC: overlay exit 500 ms, none with
 * reduced motion) while hidden from assistive technology and inert, then unmounts.
 */
export function Drawer(props: DrawerProps) {
  adoptStyles('wsh-drawer', drawerCss);
  const mounted = usePresence(props.open, reducedMotion() ? 0 : TIMING.overlayExit);
  if (!props.open && !mounted) return null;
  return props.portal ? createPortal(<DrawerPanel {...props} />, document.body) : <DrawerPanel {...props} />;
}

function DrawerPanel({
  open,
  title,
  onClose,
  children,
  footer,
  side = 'right',
  initialFocusRef,
  returnFocusRef,
  className = '',
}: DrawerProps) {
  const t = useT();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // `inert` is not a React 18 prop; set on the element so nothing inside is reachable while closing.
    if (rootRef.current) rootRef.current.inert = !open;
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusFirst = () => (initialFocusRef?.current ?? tabbables(panel)[0] ?? panel).focus();
    focusFirst();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = tabbables(panel);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return event.preventDefault();
        const active = document.activeElement;
        if (!panel.contains(active) || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    };
    // Focus reaching the page behind by other means (screen-reader cursor, script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      // oxlint-disable-next-line react-hooks/exhaustive-deps -- the owner's element at closing time is wanted
      (returnFocusRef?.current ?? previous)?.focus();
    };
  }, [open, initialFocusRef, returnFocusRef]);

  const style = { '--wsh-drawer-duration': `${TIMING.overlayExit}ms` } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={`wsh-drawer wsh-drawer--${side} ${className}`}
      data-state={open ? 'open' : 'closing'}
      aria-hidden={open ? undefined : true}
      style={style}
    >
      <div className="wsh-drawer__backdrop" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        className="wsh-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="wsh-drawer__header">
          <h2 id={titleId} className="wsh-drawer__title">
            {title}
          </h2>
          <button
            type="button"
            className="wsh-drawer__close"
            aria-label={t('close')}
            onClick={() => onCloseRef.current()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="wsh-drawer__body">{children}</div>
        {footer && <div className="wsh-drawer__footer">{footer}</div>}
      </div>
    </div>
  );
}
