import { adoptStyles } from '../../shared/ui/primitives/adopt-styles';
import { defineWidget } from '../../shared/islands/define-widget';
import { sharedModules } from '../../shared/islands/shared-modules';
import panelStyles from './mini-basket-panel.css?inline';

/**
 * The panel's styles come with it: the button, on every page, needs none of them (about 0.5 kB gzip of the
 * mini-basket page). The panel stays hidden until this chunk is in and has added them (basket-panel.tsx), which
 * it usually is before the click: it is fetched as the pointer or the focus reaches the button.
 */
export const adoptPanelStyles = (): void => adoptStyles('wsh-mini-basket-panel', panelStyles);

/**
 * What the panel shows only once opened, in one lazy chunk fetched as it opens (one request, as the latest lines
 * alone took before): the header's mini basket, on every page, loads only the button and the panel's figures
 * (issue #19: the mini-basket page within its 86 kB).
 */
export { BasketSwitcher } from './switcher/basket-switcher';
export { default as RecentLines } from './lines/recent-lines';

/**
 * Named so that esbuild keeps every module the widget chunks share in the one core chunk: a lazy chunk that used
 * only some of them would split the rest off into a chunk of their own (as island-error-detail).
 */
export const shared = [sharedModules, defineWidget];
