import { useEffect, useId, useRef, type ReactNode } from 'react';
import { adoptStyles } from '../../islands/adopt-styles';
import dialogCss from './dialog.css?inline';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog: focus moves to its first control, Tab stays inside, Escape closes, and focus
 * returns to where it was when the dialog closes.
 */
export function Dialog({ title, onClose, children, role = 'dialog', className = '' }: DialogProps) {
  adoptStyles('wsh-dialog', dialogCss);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = ref.current;
    box?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && box) {
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
  }, []);

  return (
    <div className="wsh-dialog-backdrop">
      <div ref={ref} className={`wsh-dialog ${className}`} role={role} aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="wsh-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
