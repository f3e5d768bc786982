import { apiGet, apiPut } from './client';
import { asList } from './shape';
import { asObject, requireObject, str } from './shape-guards';

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

/**
 * The user's settings, by the shape rule of shape.ts: an answer is required, but its parts may be
 * absent (empty texts: the islands' defaults apply) or null.
 */
export function readUserSettings(model: unknown): UserSettings {
  const answer = requireObject(model, 'user settings');
  const settings = asObject(answer.Settings, 'Settings') ?? {};
  return {
    ...answer,
    Settings: {
      ...settings,
      BasketItemsDisplayMode: str(settings.BasketItemsDisplayMode),
      PriceDisplayMode: str(settings.PriceDisplayMode),
      DefaultSort: str(settings.DefaultSort) || undefined,
    },
    PriceDisplayModeFormatters: asList<{ Name: string; Text: string }>(
      answer.PriceDisplayModeFormatters,
      'PriceDisplayModeFormatters',
    ).filter((f) => typeof f.Name === 'string' && typeof f.Text === 'string'),
  };
}

/** The current user: one is required; the e-mail address may be absent (''). */
function readUser(model: unknown): { Id: string; EmailAddress: string } {
  const user = requireObject(model, 'user');
  return { ...user, Id: str(user.Id, String(user.Id ?? '')), EmailAddress: str(user.EmailAddress) };
}

/** SPEC section 7, Customer and user: the user's settings. */
export const userApi = {
  /** GET user: the current user; only the fields the islands read. */
  current: () => apiGet('user', { read: readUser }),
  settings: () => apiGet('user/settings', { read: readUserSettings }),
  /**
   * Saves settings (on a price-mode change, and the default sort). The whole Settings object is sent,
   * with the change applied to the last known one, so a server that replaces rather than merges keeps
   * the other fields.
   */
  saveSettings: (settings: Settings) => apiPut('user/settings', { settings }, { read: readUserSettings }),
};
