/** The panel's heading level: the island sits beside the orders island, under the page's h1. */
export const KEY_FIGURES_HEADING_LEVEL = '2';

/** A sustainability-key-figures island for an order, loaded when it comes into view (its recommended condition). */
export function keyFiguresIsland(doc: Document, orderId: string, headingLevel: string): HTMLElement {
  const el = doc.createElement('div');
  el.setAttribute('data-widget', 'sustainability-key-figures');
  el.setAttribute('data-load-on', 'visible');
  el.setAttribute('data-props', JSON.stringify({ source: 'order', id: orderId, headingLevel }));
  el.className = 'wsh-orders__key-figures';
  return el;
}
