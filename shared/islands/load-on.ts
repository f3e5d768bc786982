/** When an island's chunk is loaded (attribute `data-load-on`). */
export const LOAD_ON = ['eager', 'idle', 'visible', 'interaction'] as const;
export type LoadOn = (typeof LOAD_ON)[number];
/** Documented default: after the page is idle, so islands never compete with the page's first paint. */
export const DEFAULT_LOAD_ON: LoadOn = 'idle';

/** `data-island-state` values, set by the loader and the mount runtime; e2e and bench read them. */
export type IslandState = 'waiting' | 'loading' | 'mounted' | 'error';

/** What the loader found wrong before the widget could parse its own props. */
export type LoaderProblem =
  | { kind: 'unknown-widget' }
  | { kind: 'json'; detail: string }
  | { kind: 'load-on'; detail: string };

/** What the loader hands to a widget's mount function. */
export type MountInput = { rawProps: unknown } | { loaderProblem: LoaderProblem };

export interface IslandHandle {
  unmount(): void;
}

/** The default export of every widget chunk (see shared/islands/define-widget.tsx). */
export interface WidgetModule {
  mount(el: HTMLElement, input: MountInput): IslandHandle;
  /** The shared-module table the widget was built with (see shared-modules.ts); one per page. */
  shared: object;
  /** Settles once the page's first content is up (shared/api/http/first-content.ts); idle and visible islands wait for it. */
  firstContent?: () => Promise<void>;
}

/** Why an island shows an error instead of itself. */
export type IslandErrorKind = 'props' | 'crashed' | 'page-context' | 'unknown-widget' | 'json' | 'load-on';
