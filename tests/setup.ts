import { afterEach } from 'vitest';
import { resetModuleState } from '../shared/lib/test-reset';

// The same file serves both environments of vitest.config.ts: the DOM clean-up and the stores are imported
// only where there is a document (happy-dom, jsdom), so pure tests in node skip React Testing Library,
// react-dom and the store modules.
const dom = typeof document === 'undefined' ? undefined : await import('./setup-dom');

// Each test starts from a clean page: no islands, page context, cookies, listeners, texts or styles
// left over from the one before, and fresh stores (nothing queued, loaded or mounted).
afterEach(() => {
  if (!dom) {
    resetModuleState(); // whatever modules a pure test loaded forget their state (shared/lib/test-reset.ts)
    return;
  }
  dom.unmountAll();
  dom.freshStores(); // and the modules' own state: bus, i18n, adopted styles (shared/lib/test-reset.ts)
  dom.clearDocument();
});
