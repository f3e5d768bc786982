import { useId, useState, type KeyboardEvent } from 'react';

/**
 * The info icon of a section (SPEC 2): a button that shows or hides an explanation below it. A
 * disclosure (aria-expanded) rather than a hover tooltip, so it works by keyboard and touch alike;
 * Escape closes it.
 */
export function InfoToggle({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="wsh-sustainability-key-figures__info-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <rect x="9" y="8.5" width="2" height="6.5" fill="currentColor" />
          <circle cx="10" cy="5.75" r="1.25" fill="currentColor" />
        </svg>
      </button>
      <p id={id} className="wsh-sustainability-key-figures__info" hidden={!open}>
        {text}
      </p>
    </>
  );
}
