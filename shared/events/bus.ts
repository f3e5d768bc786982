import { DOM_EVENT_PREFIX, type EventMap, type EventName } from './event-map';

type Listener<K extends EventName> = (detail: EventMap[K]) => void;

const listeners = new Map<EventName, Set<Listener<never>>>();

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<K extends EventName>(name: K, listener: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  return () => set.delete(listener as Listener<never>);
}

/**
 * Emits an event to every island and, as `wsh:<name>` CustomEvent on `document`, to page code.
 * A throwing listener is logged and does not stop the others.
 */
export function emit<K extends EventName>(name: K, detail: EventMap[K]): void {
  // oxlint-disable-next-line unicorn/no-useless-spread -- a snapshot: a listener may unsubscribe while called
  for (const listener of [...(listeners.get(name) ?? [])]) {
    try {
      (listener as Listener<K>)(detail);
    } catch (error) {
      console.error(`[wsh] a listener of "${name}" failed`, error);
    }
  }
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(DOM_EVENT_PREFIX + name, { detail }));
  }
}
