import { apiGet, apiPut } from './http/client';
import { asList } from './http/shape';
import type { ChangeLanguagePayload } from '../domain/user-settings/change-language';
import type { Settings, UserSettings } from '../domain/user-settings/settings';
import { asObject, requireObject, str } from './http/shape-guards';

export type { Settings, UserSettings };

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

/** The change-language answer: where the server wants the page to go ('' when it names nothing; checked by the caller). */
const readLanguageAnswer = (model: unknown): { RedirectUrl: string } => ({
  RedirectUrl: str(asObject(model, 'answer')?.RedirectUrl),
});

/** SPEC section 7, Customer and user: the user's settings and language. */
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
  /** PUT globalization/changelanguage: the user's language from now on; the page is then loaded again. */
  changeLanguage: (payload: ChangeLanguagePayload) =>
    apiPut('globalization/changelanguage', payload, { read: readLanguageAnswer }),
};
