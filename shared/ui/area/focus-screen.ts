/**
 * Moves focus to a screen that a client-side navigation brought in, so keyboard and screen-reader users
 * land on it rather than on the page's start (the link they used is gone): the element the screen marks
 * `data-area-focus`, else its first heading, else the island's container. It is made focusable from
 * script only (tabindex -1), and the page does not jump to it: the router has placed the scroll.
 */
export function focusScreen(container: HTMLElement): void {
  const target =
    container.querySelector<HTMLElement>('[data-area-focus]') ??
    container.querySelector<HTMLElement>('h1, h2, h3') ??
    container;
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
