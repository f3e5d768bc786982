import { apiGet, apiPut } from './http/client';
import { takeEarly } from './http/early-reads';
import { readAs } from './http/shape';
import type { ChangeLanguagePayload } from '../domain/user-settings/change-language';
import { LanguageAnswer, User, UserSettings, type Settings } from '../domain/user-settings/models';

export type { Settings, UserSettings };

/**
 * The user's settings, by their declaration (shared/domain/user-settings/models.ts): an answer is required,
 * but its parts may be absent (empty texts: the islands' defaults apply) or null.
 */
export const readUserSettings = (model: unknown): UserSettings => readAs(UserSettings, model, 'user settings');

/** The current user: one is required; the e-mail address may be absent (''). */
const readUser = (model: unknown): User => readAs(User, model, 'user');

/** The change-language answer: null names nothing (checked by the caller). */
const readLanguageAnswer = (model: unknown): LanguageAnswer => readAs(LanguageAnswer, model ?? {}, 'answer');

/** SPEC section 7, Customer and user: the user's settings and language. */
export const userApi = {
  /** GET user: the current user; only the fields the islands read. */
  current: () => apiGet('user', { read: readUser }),
  /** The read the core started for an eager island that needs them (http/early-reads.ts), once; else a new one. */
  settings: () => takeEarly('user/settings', readUserSettings) ?? apiGet('user/settings', { read: readUserSettings }),
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
