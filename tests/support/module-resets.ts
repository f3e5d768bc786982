/**
 * How each production module with state of its own is put back to its start between tests, kept here so
 * that production code knows no tests (docs/decisions/0007-module-resets-in-tests.md). Under vitest only,
 * the plugin below appends to each module named here, in that module's own scope:
 * - `reset`: code run after every test (tests/setup.ts), with the module's private names at hand;
 * - `onLoad`: code run once as the module loads: wraps one of its functions (tests/support/module-reset-hooks.ts,
 *   in scope as `testHooks`);
 * and removes each `skip` statement: the module's start-up on the page it is loaded into, which tests call
 * themselves with pages of their own (otherwise it would run in whichever test first loads the module).
 *
 * Stores a module exports are not here: tests/support/fresh-stores.ts sets them back. Each snippet is plain
 * JavaScript; a name a module no longer has fails every test at its first reset, naming the module.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface ModuleReset {
  why: string;
  reset?: string;
  onLoad?: string;
  skip?: string[];
}

/** By file, relative to the repository. */
export const MODULE_RESETS: Record<string, ModuleReset> = {
  'shared/api/http/client.ts': {
    why: 'the session expiry is announced once per page; an answer after the test would land in the next one',
    reset: 'sessionExpiryAnnounced = false;',
    onLoad: `
      requestEnvelope = testHooks.settledWithinTest(requestEnvelope, (method, path) => new ApiAbortError(method, path));
      apiDownload = testHooks.settledWithinTest(apiDownload, (path) => new ApiAbortError('GET', path));`,
  },
  'shared/api/http/cross-cutting.ts': {
    why: 'a test may stub matchMedia or innerWidth: the next one reads its own',
    reset: 'coarsePointer = undefined; width = undefined;',
  },
  'shared/api/http/early-reads.ts': {
    why: "a read started early on one test's page is not the next test's to take; tests start them with pages of their own",
    reset: 'started.clear();',
    skip: ["if (typeof document !== 'undefined') readEarlyForPage(document);"],
  },
  'shared/api/http/first-content.ts': {
    why: "each test's page has its own first content",
    reset: 'inFlight = 0; settled = undefined;',
  },
  'shared/api/http/keepalive.ts': { why: 'each test starts with the whole keepalive budget', reset: 'inFlight = 0;' },
  'shared/events/bus.ts': {
    why: 'the islands of the test before listened, and its events were kept for a replay; the bus forgets both',
    reset: 'listeners.clear(); held.clear(); replayed.clear();',
  },
  'shared/i18n/i18n.ts': {
    why: 'the next initI18n reads the language and the overrides of the next page context',
    reset: `
      initialised = false;
      textsVersion++;
      loadedNamespaces.clear();
      for (const lang of LANGUAGES)
        for (const ns of Object.keys(i18n.store?.data[lang] ?? {})) i18n.removeResourceBundle(lang, ns);`,
  },
  'shared/islands/mount-island.tsx': {
    why: "the page starts once (the login's registration, the context's report, the reporter): in tests it counts as started, else the first island a worker mounts would start it, in whichever test that is (a call that test did not make); each part has tests of its own, and e2e covers the start",
    onLoad: 'pageStarted = true;',
  },
  'shared/lib/fetcher.ts': {
    why: "a store's request still on its way (a typeahead's pause on the test's fake timers) must end with its test: the next test's store asking the same key would join it and wait for good",
    onLoad: `
      const createFetcherOfPage = createFetcher;
      createFetcher = (options) => createFetcherOfPage({ ...options, fetch: testHooks.fetchEndedWithTest(options.fetch) });`,
  },
  'shared/lib/read-token-once.ts': {
    why: 'the next test opens its page with a token of its own',
    reset: 'taken.clear();',
  },
  'shared/stores/basket/basket.ts': {
    why: 'the basket loads, follows the page and replays unsent changes once per page',
    reset: `
      following = false;
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibilityChange);
        window.removeEventListener('online', onOnline);
      }
      beforeLeave.clear();
      replayed = false;
      forgotten = false;
      stale = false;
      writes = 0;
      missing = null;
      readOptions = {};`,
  },
  'shared/stores/basket/cross-tab.ts': {
    why: 'closing the channel drops the listeners of the test before; the next announcement opens it again',
    reset: 'channel?.close(); channel = undefined;',
  },
  'shared/stores/basket/early-read.ts': {
    why: 'tests read the basket early with pages of their own making',
    skip: ["if (typeof document !== 'undefined') readBasketEarly(document);"],
  },
  'shared/stores/basket/update-queue.ts': {
    why: "a queue's waiting changes and timers are its closure's: each test gets a fresh queue, the old one halted",
    onLoad: 'createUpdateQueue = testHooks.freshEachTest(createUpdateQueue, (queue) => queue.halt());',
  },
  'widgets/custom-form/captcha/load-script.ts': {
    why: "a captcha service's script is added once per page; the next test is a new page",
    reset: 'loading.clear();',
  },
  'shared/stores/campaigns.ts': {
    why: 'a test pins the random source with a seeded one; tests read the campaigns early with pages of their own',
    reset: 'random = Math.random;',
    skip: ["if (typeof document !== 'undefined') readCampaignsEarly(document);"],
  },
  'shared/stores/favorites-cross-tab.ts': {
    why: 'closing the channel drops the listeners of the test before; the next announcement opens it again',
    reset: 'channel?.close(); channel = undefined;',
  },
  'shared/stores/notifications.ts': { why: "the store's clock of asks and sends starts again", reset: 'clock = 0;' },
  'shared/stores/user-settings.ts': {
    why: 'saves wait for the one before: the next test waits for none of the test before',
    reset: 'queue = Promise.resolve(); lastId = 0;',
  },
  'shared/ui/data/use-store-in-parts.ts': {
    why: "the rows that waited for a part were the test before's, and so was the frame asked for them",
    reset: 'cancelNext?.(); cancelNext = null; waiting.clear();',
  },
  'shared/ui/primitives/adopt-styles.ts': {
    why: 'the document forgets its styles after each test (clearDocument), so they are added again',
    reset: 'adopted.clear();',
  },
  'widgets/product-details/early-read.ts': {
    why: 'tests start the early product read with pages of their own making',
    reset: 'early = undefined;',
    skip: ["if (typeof document !== 'undefined') readProductEarly(document, location.search);"],
  },
};

/** A statement that occurs exactly once in `code`, or why not. */
export function skipProblem(code: string, statement: string): string | undefined {
  const count = code.split(statement).length - 1;
  return count === 1 ? undefined : `"${statement}" occurs ${count} times, not once`;
}

/** The vite plugin (vitest.config.ts): appends each module's reset and wraps, removes its skipped statements. */
export function moduleResets(root: string): Plugin {
  const hooks = path.join(root, 'tests/support/module-reset-hooks.ts');
  return {
    name: 'wsh-module-resets',
    enforce: 'pre',
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
      const entry = MODULE_RESETS[file];
      if (!entry) return undefined;
      let out = code;
      for (const statement of entry.skip ?? []) {
        const problem = skipProblem(out, statement);
        if (problem) throw new Error(`${file}: ${problem} (tests/support/module-resets.ts)`);
        out = out.replace(statement, '/* not in tests: tests/support/module-resets.ts */');
      }
      const from = path.relative(path.dirname(id), hooks).split(path.sep).join('/');
      // Appended, so the module's lines keep their numbers (map: null keeps the source map).
      out += `\n;import * as testHooks from ${JSON.stringify(from.startsWith('.') ? from : `./${from}`)};`;
      if (entry.onLoad) out += `\n${entry.onLoad.trim().replace(/\n\s*/g, ' ')}`;
      if (entry.reset) out += `\ntestHooks.onModuleReset(() => { ${entry.reset.trim().replace(/\n\s*/g, ' ')} });`;
      return { code: out, map: null };
    },
  };
}
