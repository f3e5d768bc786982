import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { freshStores } from './support/fresh-stores';
import { unmountAllWidgets } from './widgets/render-widget';

// A loaded CI machine (2 cores, vitest workers, the mock API in-process) can take more than the
// default 1 s to settle a search; findBy/waitFor wait up to 5 s, still failing fast on a real bug.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from a clean page: no islands, page context, cookies, listeners, texts or styles
// left over from the one before, and fresh stores (nothing queued, loaded or mounted).
afterEach(() => {
  if (typeof document !== 'undefined') {
    cleanup();
    unmountAllWidgets();
  }
  freshStores(); // and the modules' own state: bus, i18n, adopted styles (shared/lib/test-reset.ts)
  if (typeof document === 'undefined') return;
  sessionStorage.clear(); // unsaved basket changes are kept there for the next page load
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; // max-age=0 lingers for a millisecond in happy-dom
  }
});
