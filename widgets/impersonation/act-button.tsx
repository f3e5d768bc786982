import type { ReactNode } from 'react';

/**
 * "Act as" for one result: the visible verb, and the result's name for screen readers, so a list of
 * them reads "Act as Mette Jensen", "Act as Jens Nielsen" (the visible label starts the name, WCAG 2.5.3).
 */
export function ActButton(props: { label: string; name: ReactNode; busy: boolean; onAct(): void }) {
  return (
    <button
      type="button"
      className="wsh-button wsh-impersonation__act"
      aria-disabled={props.busy || undefined}
      onClick={() => {
        if (!props.busy) props.onAct();
      }}
    >
      {props.label}
      <span className="wsh-visually-hidden"> {props.name}</span>
    </button>
  );
}
