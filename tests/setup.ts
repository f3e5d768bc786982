import { afterEach, vi } from 'vitest';
import { endTestCalls, resetModules } from './support/module-reset-hooks';
import { pinClock } from './support/pinned-clock';

// Every file starts at the suite's pinned instant (scripts/test-clock.mjs), whatever the machine's date.
pinClock();

// Test files run side by side in worker threads of one process, and Node's BroadcastChannel reaches
// every thread: a basket change one file announces to "other tabs" would reload the basket of a file
// running beside it (extra GETs, a flaky count). Each worker thread's channels get a name of their own;
// two "tabs" within one file still hear each other.
// Files share a worker's globals and modules (vitest.config.ts, isolate: false), so the name is the
// thread's, not the file's: a module opens its channel once (shared/stores/basket/cross-tab.ts) and keeps
// it for the files after, which must still hear it. Each file wraps Node's own class, kept under a
// symbol, not the wrapper of the file before. Files of one thread never run at once.
const NATIVE = Symbol.for('wsh.test.BroadcastChannel');
const SCOPE = Symbol.for('wsh.test.BroadcastChannelScope');
const NodeBroadcastChannel: typeof BroadcastChannel | undefined =
  Reflect.get(globalThis, NATIVE) ?? globalThis.BroadcastChannel;
Reflect.set(globalThis, NATIVE, NodeBroadcastChannel);
if (NodeBroadcastChannel) {
  const scope: string = Reflect.get(globalThis, SCOPE) ?? crypto.randomUUID();
  Reflect.set(globalThis, SCOPE, scope);
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name: string) {
      super(`${scope}:${name}`);
    }
  };
}

// The same file serves both environments of vitest.config.ts: the DOM clean-up and the stores are imported
// only where there is a document (happy-dom, jsdom), so pure tests in node skip React Testing Library,
// react-dom and the store modules.
const dom = typeof document === 'undefined' ? undefined : await import('./setup-dom');

// Each test starts from a clean page: no islands, page context, cookies, listeners, texts or styles
// left over from the one before, and fresh stores (nothing queued, loaded or mounted).
afterEach(async () => {
  // A test that faked the timers and failed (or forgot) before restoring them leaves none to the next.
  vi.useRealTimers();
  dom?.unmountAll();
  // The test's API calls still on their way end now (as aborted), not in the next test's stores.
  await endTestCalls();
  if (!dom) return resetModules(); // whatever modules a pure test loaded forget their state
  dom.freshStores(); // and the modules' own state: bus, i18n, basket queue, styles (tests/support/module-resets.ts)
  dom.clearDocument();
});
