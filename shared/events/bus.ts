import { DOM_EVENT_PREFIX, type EventMap, type EventName } from './event-map';

type Listener<K extends EventName> = (detail: EventMap[K]) => void;

const listeners = new Map<EventName, Set<Listener<never>>>();

/** At most this many events of one name are kept for a listener that asks for those before it (replay). */
const HELD_PER_NAME = 10;
/** Events of each name emitted before any listener asked to replay them, oldest first (the last HELD_PER_NAME). */
const held = new Map<EventName, unknown[]>();
/** Names a listener has asked to replay: from then on their events reach it as they happen, and are not kept. */
const replayed = new Set<EventName>();

/**
 * Subscribes to an event; returns the function that unsubscribes. With `replay`, the listener first gets the
 * events of that name emitted before it (issue #35): the exception notice and the reload warning load once
 * the page's first content is up, after failures its first reads may already have had.
 */
export function on<K extends EventName>(name: K, listener: Listener<K>, replay = false): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  if (replay) {
    replayed.add(name);
    const earlier = held.get(name) ?? [];
    held.delete(name);
    for (const detail of earlier) call(name, listener, detail as EventMap[K]);
  }
  return () => set.delete(listener as Listener<never>);
}

/** A throwing listener is logged and does not stop the others. */
function call<K extends EventName>(name: K, listener: Listener<K>, detail: EventMap[K]): void {
  try {
    listener(detail);
  } catch (error) {
    console.error(`[wsh] a listener of "${name}" failed`, error);
  }
}

/**
 * Emits an event to every island and, as `wsh:<name>` CustomEvent on `document`, to page code; kept for a
 * listener that will ask to replay it (`on`). A throwing listener is logged and does not stop the others.
 */
export function emit<K extends EventName>(name: K, detail: EventMap[K]): void {
  if (!replayed.has(name)) held.set(name, [...(held.get(name) ?? []), detail].slice(-HELD_PER_NAME));
  // oxlint-disable-next-line unicorn/no-useless-spread -- a snapshot: a listener may unsubscribe while called
  for (const listener of [...(listeners.get(name) ?? [])]) call(name, listener as Listener<K>, detail);
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(DOM_EVENT_PREFIX + name, { detail }));
  }
}
