import { apiGet, apiPut } from './client';

/** SPEC section 3 User settings. `DefaultSort` is the search sort saved as the user's default (SPEC 7). */
export interface Settings {
  /** "Category" groups basket lines by category; "List" does not. */
  BasketItemsDisplayMode: string;
  /** Name of one of PriceDisplayModeFormatters, e.g. "SalesUnit". */
  PriceDisplayMode: string;
  DefaultSort?: string;
}

export interface UserSettings {
  Settings: Settings;
  PriceDisplayModeFormatters: { Name: string; Text: string }[];
}

/** SPEC section 7, Customer and user: the user's settings. */
export const userApi = {
  /** GET user: the current user; only the fields the islands read. */
  current: () => apiGet<{ Id: string; EmailAddress: string }>('user'),
  settings: () => apiGet<UserSettings>('user/settings'),
  /**
   * Saves settings (on a price-mode change, and the default sort). The whole Settings object is sent,
   * with the change applied to the last known one, so a server that replaces rather than merges keeps
   * the other fields.
   */
  saveSettings: (settings: Settings) => apiPut<UserSettings>('user/settings', { settings }),
};
