/**
 * Rules of the user settings (SPEC 3 User settings, SPEC 7 PUT user/settings): what a change does to the
 * settings shown while it is on its way, and the choices the settings widget offers. Pure, so the store,
 * the settings widget and the search page apply the same rules.
 */

import type { Settings, UserSettings } from './models';

export type { Settings, UserSettings };

/** SPEC 3 BasketItemsDisplayMode: "Category" groups basket lines by category, "List" does not. */
export const BASKET_ITEMS_DISPLAY_MODES = ['Category', 'List'] as const;
export type BasketItemsDisplayMode = (typeof BASKET_ITEMS_DISPLAY_MODES)[number];

/** A change to some settings; the others stay as they are. */
export type SettingsPatch = Partial<Settings>;

/** The settings with `patch` applied; the formatters (the server's list) stay. */
export function withPatch(settings: UserSettings, patch: SettingsPatch): UserSettings {
  return { ...settings, Settings: { ...settings.Settings, ...patch } };
}

/** A change made on this page and not yet answered by the server. */
export interface PendingChange {
  id: number;
  patch: SettingsPatch;
}

/**
 * What the page shows while changes are on their way (optimistic): the server's last answer with every
 * change still waiting applied over it, oldest first, so the newest choice of a setting wins. A change
 * the server refused is taken out of `pending`, which rolls it back.
 */
export const shownSettings = (confirmed: UserSettings, pending: readonly PendingChange[]): UserSettings =>
  pending.reduce((settings, change) => withPatch(settings, change.patch), confirmed);

/**
 * The price display modes to choose from: the server's PriceDisplayModeFormatters (Name, Text), in its
 * order, each once; the Text is the label.
 */
export function priceModeChoices(
  formatters: readonly { Name: string; Text: string }[],
): { name: string; label: string }[] {
  const seen = new Set<string>();
  return formatters
    .filter((f) => f.Name && !seen.has(f.Name) && seen.add(f.Name))
    .map((f) => ({ name: f.Name, label: f.Text || f.Name }));
}
