import { useEffect, useRef } from 'react';
import { KEY_FIGURES_HEADING_LEVEL, keyFiguresIsland } from './key-figures-island';

/**
 * SPEC 2's sustainability key-figures panel for this order (source "order", the order id). The panel is
 * the sustainability-key-figures widget, and a widget never imports another; the loader also leaves alone
 * islands inside an island (their element belongs to the outer one's React tree). So the panel comes as an
 * island of its own, placed right after this island's element, where the loader mounts it as any island a
 * page adds later (docs/cms-editors.md, the page contract); leaving the order removes it, and the loader unmounts it.
 */
export function OrderKeyFigures({ orderId }: { orderId: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const host = anchor.current?.closest('[data-widget]');
    if (!host) return undefined; // not mounted by the loader (a test's bare root): no page to add to
    const island = keyFiguresIsland(document, orderId, KEY_FIGURES_HEADING_LEVEL);
    host.after(island);
    return () => island.remove();
  }, [orderId]);
  return <span ref={anchor} hidden />;
}
