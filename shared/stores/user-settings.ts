import { atom, computed } from 'nanostores';
import { userApi, type UserSettings } from '../api/user-api';
import { shownSettings, type PendingChange, type SettingsPatch } from '../domain/user-settings/settings';
import { createFetcher, type Fetched } from '../lib/fetcher';
import { $pageContext } from '../context/page-context';

/**
 * The user's settings as read (SPEC 7: GET user/settings), asked for once per page for every island
 * that reads them. Null for anonymous visitors: they have none, and nothing is asked. Islands read
 * `$userSettings`, which adds the changes made on this page.
 */
export const $userSettingsRead = createFetcher({
  fetch: (user: boolean) => (user ? userApi.settings() : Promise.resolve(null)),
})([$pageContext], () => $pageContext.get().isAuthenticated);

interface Changes {
  read: UserSettings;
  confirmed: UserSettings;
  pending: PendingChange[];
}

/**
 * The changes made on this page: the server's last answer to a save (`confirmed`) and the changes still
 * on their way. `read` is the answer they were made over: when the settings are read again (another
 * user, the islands mounted anew), that newer answer wins and these are forgotten.
 */
export const $userSettingsChanges = atom<Changes | null>(null);

/**
 * The one store of the user's settings for every island (search results, product lists, favourites,
 * checkout lines, the mini basket's panel, the settings widget): the read answer with this page's
 * changes over it, so a change shows everywhere at once, with no reload and no second GET.
 */
export const $userSettings = computed(
  [$userSettingsRead, $userSettingsChanges],
  (read, changes): Fetched<UserSettings | null> =>
    read.status === 'ready' && read.data && changes?.read === read.data
      ? { status: 'ready', data: shownSettings(changes.confirmed, changes.pending) }
      : read,
);

/** Reads the settings again after a failed read (the settings widget's retry). */
export const retryUserSettings = (): void => $userSettingsRead.retry();

export type SaveOutcome = { saved: true } | { saved: false; error: unknown };

/** Saves wait for the one before: each is sent over the server's answer to the last, so none undoes another. */
let queue: Promise<unknown> = Promise.resolve();
let lastId = 0;

/** Changes the changes, if they still belong to the settings read now. */
function update(read: UserSettings, change: (changes: Changes) => void) {
  const changes = $userSettingsChanges.get();
  if (changes?.read === read) {
    const next = { ...changes, pending: [...changes.pending] };
    change(next);
    $userSettingsChanges.set(next);
  }
}

/**
 * Saves a change of the user's settings (SPEC 7 PUT user/settings {settings}). Optimistic: every island
 * shows the change at once; the server's answer then becomes what is shown. A refused or failed save
 * rolls the change back and resolves with `saved: false`, for the caller to say so and offer a retry (the
 * change is never dropped unseen). The whole Settings object is sent, the change applied to the server's
 * last answer, so a server that replaces rather than merges keeps the other fields. Without settings
 * (anonymous, or not read yet) nothing is sent.
 */
export function saveUserSettings(patch: SettingsPatch): Promise<SaveOutcome> {
  const read = $userSettingsRead.get();
  if (read.status !== 'ready' || !read.data)
    return Promise.resolve({ saved: false, error: new Error('No user settings to change') });
  const base = read.data;
  const id = ++lastId;
  const changes = $userSettingsChanges.get();
  $userSettingsChanges.set({
    ...(changes?.read === base ? changes : { read: base, confirmed: base, pending: [] }),
    pending: [...(changes?.read === base ? changes.pending : []), { id, patch }],
  });
  const run = queue.then(async (): Promise<SaveOutcome> => {
    const over = $userSettingsChanges.get();
    const confirmed = over?.read === base ? over.confirmed : base;
    try {
      const answer = await userApi.saveSettings({ ...confirmed.Settings, ...patch });
      update(base, (c) => {
        c.confirmed = answer;
        c.pending = c.pending.filter((p) => p.id !== id);
      });
      return { saved: true };
    } catch (error) {
      update(base, (c) => {
        c.pending = c.pending.filter((p) => p.id !== id);
      });
      return { saved: false, error };
    }
  });
  queue = run;
  return run;
}
