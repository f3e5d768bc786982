import type { LoaderHandle } from './csp-nonce';
import { createLoadConditions, parseLoadOn } from './load-conditions';
import type { IslandHandle, LoaderProblem, MountInput, WidgetModule } from './load-on';
import { readRawProps } from '../lib/read-props';

export type Registry = Readonly<Record<string, () => Promise<{ default: WidgetModule }>>>;
/**
 * Starts loading a widget's chunk and what it imports, beside each other; settles once the shared core has run,
 * each chunk in a task of its own (the build's registry; issue #19). The widget is imported after it.
 */
export type Preload = (name: string) => Promise<unknown> | void;

const SELECTOR = '[data-widget]';

/**
 * Finds every island on the page, waits for its load condition, imports its widget chunk and mounts
 * it; mounts islands added later and unmounts removed ones. Each island fails alone.
 */
export function startLoader(
  registry: Registry,
  doc: Document = document,
  preload: Preload = () => undefined,
): LoaderHandle {
  /** The loads of the islands that load at once (eager); idle and visible islands wait for them. */
  const eagerLoads: Promise<void>[] = [];
  /** The core's signal of the page's first content, from the first widget chunk that arrives. */
  let firstContent: WidgetModule['firstContent'];
  const conditions = createLoadConditions(doc.defaultView as Window & typeof globalThis, () =>
    Promise.allSettled(eagerLoads).then(() => firstContent?.()),
  );
  const islands = new Map<HTMLElement, { handle?: IslandHandle }>();
  /** Props survive an unmount, so an island moved by the CMS remounts with its props. */
  const inputs = new WeakMap<HTMLElement, MountInput>();
  let shared: object | undefined;

  const inputOf = (el: HTMLElement, name: string): MountInput => {
    const cached = inputs.get(el);
    if (cached) return cached;
    const loadOn = parseLoadOn(el.getAttribute('data-load-on'));
    const props = readRawProps(el);
    let problem: LoaderProblem | undefined;
    if (!Object.hasOwn(registry, name)) problem = { kind: 'unknown-widget' };
    else if (!props.ok) problem = { kind: 'json', detail: props.detail };
    else if (!loadOn.ok) problem = { kind: 'load-on', detail: loadOn.detail };
    const input: MountInput = problem ? { loaderProblem: problem } : { rawProps: props.ok ? props.value : {} };
    inputs.set(el, input);
    return input;
  };

  async function load(el: HTMLElement, name: string, input: MountInput): Promise<void> {
    const island = islands.get(el);
    if (!island) return;
    el.dataset.islandState = 'loading';
    try {
      const isUnknown = 'loaderProblem' in input && input.loaderProblem.kind === 'unknown-widget';
      if (!isUnknown) await preload(name);
      const mod = isUnknown ? await import('./unknown-widget') : await registry[name]!();
      if (!el.isConnected || islands.get(el) !== island) return;
      shared ??= mod.default.shared;
      firstContent ??= mod.default.firstContent;
      if (mod.default.shared !== shared)
        // Short: the loader is on every page.
        console.error(`[wsh] widget "${name}" is from another bundle version`);
      island.handle = mod.default.mount(el, input);
    } catch (error) {
      // The chunk itself could not be loaded (network, deploy): keep the CMS fallback content.
      el.dataset.islandState = 'error';
      console.error(`[wsh] widget "${name}" could not be loaded`, error);
    }
  }

  function track(el: HTMLElement): void {
    if (islands.has(el) || el.parentElement?.closest('[data-island-state]')) return;
    const name = el.getAttribute('data-widget') ?? '';
    const input = inputOf(el, name);
    islands.set(el, {});
    el.dataset.islandState = 'waiting';
    const loadOn =
      'loaderProblem' in input
        ? { ok: true as const, value: 'eager' as const }
        : parseLoadOn(el.getAttribute('data-load-on'));
    const when = loadOn.ok ? loadOn.value : 'eager';
    const loaded = conditions.when(when, el).then(() => load(el, name, input));
    if (when === 'eager') eagerLoads.push(loaded);
  }

  function untrack(el: HTMLElement): void {
    const island = islands.get(el);
    if (!island) return;
    islands.delete(el);
    conditions.forget(el);
    island.handle?.unmount();
    delete el.dataset.islandState;
  }

  const scan = (root: ParentNode) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) track(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(track);
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach((node) => node instanceof HTMLElement && node.isConnected && scan(node));
      removed ||= record.removedNodes.length > 0;
    }
    // A moved island is removed and added in one task; unmount only what is really gone.
    if (removed) queueMicrotask(() => islands.forEach((_, el) => !el.isConnected && untrack(el)));
  });

  scan(doc);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return {
    // The nonce on the loader's own <script>, read as it starts; the chunks take it from here (csp-nonce.ts
    // says why not the page context). That script is the one whose src is the loader's address: the
    // loader is an ES module (import.meta, once bundled into loader.js), so document.currentScript is null.
    nonce: [...doc.scripts].find((s) => s.src === import.meta.url)?.nonce,
    stop() {
      observer.disconnect();
      [...islands.keys()].forEach(untrack);
    },
  };
}
