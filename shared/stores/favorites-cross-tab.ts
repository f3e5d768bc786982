/**
 * Favourite-list changes made in one tab show in the user's other tabs (SPEC 9's checked-products poll,
 * 500 ms, done as the spec's fallback only): a tab announces each change on a BroadcastChannel with the
 * products it marked; the others take the marks and read their lists again. Where BroadcastChannel is
 * missing, the change is written to localStorage and the other tabs poll it every 500 ms while visible.
 */
export type Marks = Readonly<Record<string, boolean>>;

/** SPEC 9: checked-products poll. */
export const FAVORITES_POLL_MS = 500;

const CHANNEL = 'wsh-favorites';
const STORAGE_KEY = 'wsh-favorites-change';

interface Announcement {
  type: 'favoritesChanged';
  /** Which tab said it: a tab ignores its own note in localStorage. */
  tab: string;
  /** When, so a poll sees a new note even with the same marks. */
  at: number;
  marks: Marks;
}

const tab = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

const isAnnouncement = (value: unknown): value is Announcement =>
  typeof value === 'object' &&
  value !== null &&
  (value as Announcement).type === 'favoritesChanged' &&
  typeof (value as Announcement).tab === 'string' &&
  typeof (value as Announcement).marks === 'object' &&
  (value as Announcement).marks !== null;

function storedNote(): Announcement | null {
  try {
    const note: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isAnnouncement(note) ? note : null;
  } catch {
    return null; // storage blocked or a foreign value: nothing to follow
  }
}

/** Tells the other tabs that the lists changed here, with the products marked on or off. */
export function announceFavoritesChange(marks: Marks): void {
  const note: Announcement = { type: 'favoritesChanged', tab, at: Date.now(), marks };
  const ch = open();
  if (ch) return ch.postMessage(note);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(note));
  } catch {
    // Storage full or blocked: the other tabs see the change on their next load.
  }
}

/** Follows the other tabs' changes until the returned function is called. */
export function followOtherTabs(onChange: (marks: Marks) => void): () => void {
  const ch = open();
  if (ch) {
    const listener = (event: MessageEvent<unknown>) => {
      if (isAnnouncement(event.data)) onChange(event.data.marks);
    };
    ch.addEventListener('message', listener);
    return () => ch.removeEventListener('message', listener);
  }
  let seen = storedNote()?.at;
  const timer = setInterval(() => {
    if (document.visibilityState === 'hidden') return;
    const note = storedNote();
    if (!note || note.at === seen) return;
    seen = note.at;
    if (note.tab !== tab) onChange(note.marks);
  }, FAVORITES_POLL_MS);
  return () => clearInterval(timer);
}
