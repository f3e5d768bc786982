/** One AbortController per request name: a new request of a name aborts the earlier one still in flight. */
const inFlight = new Map<string, AbortController>();

export function startNamed(name: string): AbortController {
  inFlight.get(name)?.abort();
  const controller = new AbortController();
  inFlight.set(name, controller);
  return controller;
}

export function finishNamed(name: string, controller: AbortController): void {
  if (inFlight.get(name) === controller) inFlight.delete(name);
}

/** Aborts the named request if one is in flight (e.g. when a search overlay closes). */
export function abortNamed(name: string): void {
  inFlight.get(name)?.abort();
  inFlight.delete(name);
}
