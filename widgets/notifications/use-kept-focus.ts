import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Keeps a keyboard user's place while notifications move between the lists: the button they pressed
 * leaves the page with its list item, so focus goes to the same notification's button in its new place
 * (or back, after a rollback), or to its list's heading when it is not shown. Only when focus was lost
 * (it is on the body): a user who moved on meanwhile keeps where they went.
 */
export function useKeptFocus(shown: unknown) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!target || !container) return;
    const active = container.ownerDocument.activeElement;
    if (active && active !== container.ownerDocument.body) return;
    const button = [...container.querySelectorAll<HTMLElement>('[data-notification-id]')].find(
      (b) => b.dataset.notificationId === target.id,
    );
    (button ?? container.querySelector<HTMLElement>('[data-list]'))?.focus();
  }, [shown, target]);
  return { containerRef, keepFocusOn: (id: string) => setTarget({ id }) };
}
