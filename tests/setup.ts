import { afterEach } from 'vitest';
import { resetBus } from '../shared/events/bus';
import { resetI18n } from '../shared/i18n/i18n';

// The same file serves both environments of vitest.config.ts: the DOM clean-up is imported only where
// there is a document (happy-dom, jsdom), so pure tests in node skip React Testing Library and react-dom.
const dom = typeof document === 'undefined' ? undefined : await import('./setup-dom');

// Each test starts from a clean page: no islands, page context, cookies, listeners, texts or styles
// left over from the one before.
afterEach(() => {
  dom?.unmountAll();
  resetBus();
  resetI18n();
  dom?.clearDocument();
});
