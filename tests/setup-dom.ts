// The DOM half of the per-test clean-up, loaded by tests/setup.ts only where a DOM exists: tests that
// run in the plain node environment (vitest.config.ts) do not pay for React Testing Library and react-dom.
import { cleanup, configure } from '@testing-library/react';
import { unmountAllWidgets } from './widgets/render-widget';

export { freshStores } from './support/fresh-stores';

// A loaded CI machine (2 cores, vitest workers, the mock API in-process, and npm test's Firefox and WebKit
// checks beside them; or a second clone's npm test) can take more than the default 1 s to settle a search,
// and more than 5 s to draw a long product list (the generated lists' 400 rows took 5.1-6.8 s on a
// machine running three suites at once). findBy/waitFor wait up to 10 s: a wait that ends costs only its
// own time, and a real bug still fails.
configure({ asyncUtilTimeout: 10_000 });

/** Unmounts what the test rendered or mounted, so no listener outlives its test. */
export function unmountAll(): void {
  cleanup();
  unmountAllWidgets();
}

/** Leaves an empty page at "/": no address, storage, styles, head, body or cookies of the test before. */
export function clearDocument(): void {
  // Files share a worker's window (isolate: false): an area test's address (/favorites/generated/) would
  // otherwise be where the next file's relative links resolve.
  history.replaceState(null, '', '/');
  sessionStorage.clear(); // unsaved basket changes are kept there for the next page load
  localStorage.clear(); // the impersonation location id, the favourites' cross-tab marks
  document.adoptedStyleSheets = []; // adopt-styles forgot them (tests/support/module-resets.ts); the page forgets them too
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; // max-age=0 lingers for a millisecond in happy-dom
  }
}
