import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { TIMING } from '../../lib/timing';
import { adoptStyles } from './adopt-styles';
import dialogCss from './dialog.css?inline';
import { usePresence } from './use-presence';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface DialogProps {
  title: string;
  /** Asked to close (Escape); the owner closes it (sets `open` to false, or unmounts it). */
  onClose(): void;
  children: ReactNode;
  /**
   * Whether it is shown. With `open`, turning it false plays the exit animation (SPEC 4 Overlays: 500 ms,
   * none with reduced motion) before the dialog leaves the page. Without it, the dialog is shown while
   * mounted and leaves at once when its owner unmounts it (the callers written before the exit animation).
   */
  open?: boolean;
  /** `alertdialog` for warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Where focus goes on opening; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement>;
}

/**
 * A modal dialog: focus moves to its first control, Tab stays inside, Escape closes, and focus
 * returns to where it was when the dialog closes.
 */
export function Dialog(props: DialogProps) {
  adoptStyles('wsh-dialog', dialogCss);
  const open = props.open ?? true;
  // Still on the page: open, or leaving. Turns false once the exit animation has played.
  const mounted = usePresence(open, TIMING.overlayExit);
  if (!open && (!mounted || reducedMotion())) return null;
  return <DialogBox {...props} open={open} />;
}

function DialogBox({
  title,
  onClose,
  children,
  open,
  role = 'dialog',
  className = '',
  initialFocusRef,
}: DialogProps & { open: boolean }) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // `inert` is not a React 18 prop; set on the element so nothing inside is reachable while it leaves.
    if (rootRef.current) rootRef.current.inert = !open;
    const box = ref.current;
    if (!open || !box) return;
    const previous = document.activeElement as HTMLElement | null;
    (initialFocusRef?.current ?? box.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, initialFocusRef]);

  const style = { '--wsh-dialog-duration': `${TIMING.overlayExit}ms` } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={`wsh-dialog-backdrop${open ? '' : ' wsh-dialog-backdrop--closing'}`}
      aria-hidden={open ? undefined : true}
      style={style}
    >
      <div ref={ref} className={`wsh-dialog ${className}`} role={role} aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="wsh-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
