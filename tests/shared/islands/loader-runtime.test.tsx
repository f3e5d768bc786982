import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoader } from '../../../shared/islands/loader-runtime';
import { reloadPageContext } from '../../../shared/context/page-context';
import { greetingStyleSheets, stylesAtRender, testRegistry, unmounted } from './test-widgets';
import { intersectionEntry } from '../../support/intersection-entry';

let loader: { stop(): void } | undefined;
const state = (id: string) => document.getElementById(id)?.dataset.islandState;

function page(html: string, context: object | null = { editorMode: true, language: 'en' }) {
  document.head.innerHTML = context
    ? `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`
    : '';
  document.body.innerHTML = html;
  reloadPageContext();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  unmounted.length = 0;
  stylesAtRender.length = 0;
});
afterEach(() => {
  loader?.stop();
  loader = undefined;
});

describe('loader: mounting', () => {
  it('mounts each island with props from its JSON script child or data-props', async () => {
    page(`
      <div id="a" data-widget="greeting" data-load-on="eager"><script type="application/json">{"name":"Canteen"}</script></div>
      <div id="b" data-widget="greeting" data-load-on="eager" data-props='{"name":"Bistro","times":2}'></div>`);
    loader = startLoader(testRegistry);
    expect(await screen.findByText('Hello Canteen')).toBeTruthy();
    expect(await screen.findByText('Hello BistroHello Bistro')).toBeTruthy();
    expect(state('a')).toBe('mounted');
    expect(state('b')).toBe('mounted');
  });

  it("adds the widget's styles once, before it renders", async () => {
    page(
      '<div id="a" data-widget="greeting" data-load-on="eager" data-props=\'{"name":"x"}\'></div><div data-widget="greeting" data-load-on="eager" data-props=\'{"name":"y"}\'></div>',
    );
    loader = startLoader(testRegistry);
    await screen.findByText('Hello x');
    await screen.findByText('Hello y');
    expect(greetingStyleSheets(), 'stylesheets with the greeting CSS, for two islands').toBe(1);
    expect(stylesAtRender.length).toBeGreaterThanOrEqual(2);
    expect(
      stylesAtRender.every((n) => n === 1),
      `stylesheets at each render: ${stylesAtRender.join(', ')}`,
    ).toBe(true);
  });
});

describe("loader: a widget's shared chunks start with its chunk (issue #19)", () => {
  it('starts what a widget needs first, and imports the widget once the core has run; nothing for an unknown name', async () => {
    page(`
      <div id="a" data-widget="greeting" data-load-on="eager" data-props='{"name":"x"}'></div>
      <div id="b" data-widget="no-such-widget" data-load-on="eager"></div>
      <div id="c" data-widget="greeting" data-load-on="interaction" data-props='{"name":"y"}'></div>`);
    const events: string[] = [];
    let coreRan: () => void = () => undefined;
    const core = new Promise<void>((resolve) => (coreRan = resolve));
    loader = startLoader(
      {
        greeting: async () => {
          events.push('import greeting');
          return testRegistry.greeting!();
        },
      },
      document,
      (name) => {
        events.push(`preload ${name}`);
        return core;
      },
    );
    await waitFor(() => expect(events).toEqual(['preload greeting']));
    expect(state('a')).toBe('loading');
    // The widget's chunk runs in a task after the core's (issue #19: one long task less).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['preload greeting']);
    coreRan();
    expect(await screen.findByText('Hello x')).toBeTruthy();
    // The island waiting for an interaction has started nothing; the unknown name had nothing to preload.
    expect(events).toEqual(['preload greeting', 'import greeting']);
    expect(state('c')).toBe('waiting');
  });
});

describe('loader: one failing island never stops the others', () => {
  it('shows an inline error naming the widget for malformed JSON, invalid props, an unknown name, a bad load condition and a throwing component', async () => {
    page(`
      <div id="json" data-widget="greeting" data-load-on="eager"><script type="application/json">{"name":</script></div>
      <div id="props" data-widget="greeting" data-load-on="eager"><script type="application/json">{"times":"many"}</script></div>
      <div id="unknown" data-widget="no-such-widget"></div>
      <div id="loadon" data-widget="greeting" data-load-on="whenever" data-props='{"name":"z"}'></div>
      <div id="throws" data-widget="throwing" data-load-on="eager"></div>
      <div id="ok" data-widget="greeting" data-load-on="eager" data-props='{"name":"Still here"}'></div>`);
    loader = startLoader(testRegistry);
    expect(await screen.findByText('Hello Still here')).toBeTruthy();
    await waitFor(() =>
      expect(['json', 'props', 'unknown', 'loadon', 'throws'].map(state)).toEqual(Array(5).fill('error')),
    );
    const text = (id: string) => document.getElementById(id)!.textContent;
    // The editors' detail is a lazy chunk: it replaces the neutral sentence a moment later.
    await waitFor(() => expect(text('throws')).toContain('The widget stopped with an error'));
    expect(text('json')).toContain('Widget "greeting" could not be shown: The settings are not valid JSON');
    expect(text('props')).toContain('name: is required');
    expect(text('props')).toContain('times: expected an integer, got "many"');
    expect(text('unknown')).toContain('Widget "no-such-widget" could not be shown: There is no widget with this name');
    expect(text('loadon')).toContain('data-load-on="whenever"; use one of eager, idle, visible, interaction');
    expect(text('throws')).toContain('Widget "throwing" could not be shown: The widget stopped with an error');
    expect(text('throws')).toContain('render failed');
    expect(state('ok')).toBe('mounted');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[wsh] widget "greeting" could not be shown (json)'),
    );
  });

  it('an island whose error is known before it renders is in state "error" from the task that logs it (the reporter scans for it)', async () => {
    page('<div id="props" data-widget="greeting" data-load-on="eager" data-props="{}"></div>');
    const stateAfterLog: (string | undefined)[] = [];
    // Read once the task that logged the error has run its code, before React renders (a later task).
    vi.mocked(console.error).mockImplementation(() => queueMicrotask(() => stateAfterLog.push(state('props'))));
    loader = startLoader(testRegistry);
    await waitFor(() => expect(stateAfterLog).toHaveLength(1));
    expect(stateAfterLog).toEqual(['error']);
    await waitFor(() => expect(document.getElementById('props')!.textContent).toContain('could not be shown'));
  });

  it('shows only a short neutral text outside editor mode, with the detail on the console', async () => {
    page('<div id="props" data-widget="greeting" data-load-on="eager" data-props="{}"></div>', {
      editorMode: false,
      language: 'en',
    });
    loader = startLoader(testRegistry);
    await waitFor(() => expect(state('props')).toBe('error'));
    expect(document.getElementById('props')!.textContent).toBe(
      'This part of the page could not be shown. Please reload the page or try again later.',
    );
    expect(console.error).toHaveBeenCalledWith('[wsh] widget "greeting" could not be shown (props): name: is required');
  });

  it('shows the neutral text in Danish on a Danish page', async () => {
    page('<div id="x" data-widget="nope"></div>', { language: 'da' });
    loader = startLoader(testRegistry);
    await waitFor(() => expect(state('x')).toBe('error'));
    expect(document.getElementById('x')!.textContent).toContain('Denne del af siden kunne ikke vises.');
  });

  it('shows an inline error in islands that need the page context when the page has none; others work', async () => {
    page(
      '<div id="c" data-widget="contextual" data-load-on="eager"></div><div id="g" data-widget="greeting" data-load-on="eager" data-props=\'{"name":"x"}\'></div>',
      null,
    );
    loader = startLoader(testRegistry);
    await screen.findByText('Hello x');
    await waitFor(() => expect(state('c')).toBe('error'));
    expect(document.getElementById('c')!.textContent).not.toContain('has context');
  });

  it('keeps the CMS fallback content when a widget chunk cannot be loaded', async () => {
    page('<div id="f" data-widget="greeting" data-load-on="eager">Fallback text</div>');
    loader = startLoader({ greeting: () => Promise.reject(new Error('chunk 404')) });
    await waitFor(() => expect(state('f')).toBe('error'));
    expect(document.getElementById('f')!.textContent).toBe('Fallback text');
  });
});

describe('loader: islands added and removed later', () => {
  it('mounts islands added to the page and unmounts removed ones', async () => {
    page('<main id="main"></main>');
    loader = startLoader(testRegistry);
    const el = document.createElement('div');
    el.dataset.widget = 'greeting';
    el.dataset.loadOn = 'eager';
    el.dataset.props = '{"name":"Late"}';
    document.getElementById('main')!.append(el);
    expect(await screen.findByText('Hello Late')).toBeTruthy();
    el.remove();
    await waitFor(() => expect(unmounted).toEqual(['Late']));
    expect(el.dataset.islandState).toBeUndefined();
  });

  it('remounts a moved island with its props (read once, kept)', async () => {
    page(
      '<section id="one"><div id="m" data-widget="greeting" data-load-on="eager" data-props=\'{"name":"Moved"}\'></div></section><section id="two"></section>',
    );
    loader = startLoader(testRegistry);
    await screen.findByText('Hello Moved');
    const el = document.getElementById('m')!;
    el.remove();
    await waitFor(() => expect(unmounted).toEqual(['Moved']));
    document.getElementById('two')!.append(el);
    await waitFor(() => expect(document.querySelector('#two p')?.textContent).toBe('Hello Moved'));
  });
});

describe('loader: load conditions', () => {
  it('computes the page-wide idle condition once for every idle island (the documented default)', async () => {
    const idle = vi.fn((cb: IdleRequestCallback) => (setTimeout(() => cb({} as IdleDeadline), 0), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    page(
      '<div id="a" data-widget="greeting" data-props=\'{"name":"a"}\'></div><div id="b" data-widget="greeting" data-load-on="idle" data-props=\'{"name":"b"}\'></div>',
    );
    loader = startLoader(testRegistry);
    await screen.findByText('Hello a');
    await screen.findByText('Hello b');
    expect(idle).toHaveBeenCalledOnce();
  });

  it('starts an idle island only once the eager islands have loaded, so it takes no bandwidth from them (issue #19)', async () => {
    const idle = vi.fn((cb: IdleRequestCallback) => (setTimeout(() => cb({} as IdleDeadline), 0), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    // The idle island first in the page, as the delivery-date drawer in a header before the page's content.
    page(`
      <div id="later" data-widget="later" data-load-on="idle"></div>
      <div id="now" data-widget="greeting" data-load-on="eager" data-props='{"name":"now"}'></div>`);
    const imported: string[] = [];
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    loader = startLoader({
      greeting: async () => {
        imported.push('greeting');
        await held;
        return testRegistry.greeting!();
      },
      later: async () => {
        imported.push('later');
        return testRegistry.greeting!();
      },
    });
    await waitFor(() => expect(imported).toEqual(['greeting']));
    // Idle moments pass while the eager chunk is on its way: the idle island still waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual(['greeting']);
    expect(state('later')).toBe('waiting');
    arrive();
    expect(await screen.findByText('Hello now')).toBeTruthy();
    await waitFor(() => expect(imported).toEqual(['greeting', 'later']));
    await waitFor(() => expect(state('later')).not.toBe('waiting'));
  });

  it('loads visible islands only once they intersect, through one shared observer', async () => {
    const observers: { cb: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(cb: IntersectionObserverCallback) {
          observers.push({ cb, targets: this.targets });
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    page(
      '<div id="v1" data-widget="greeting" data-load-on="visible" data-props=\'{"name":"v1"}\'></div><div id="v2" data-widget="greeting" data-load-on="visible" data-props=\'{"name":"v2"}\'></div>',
    );
    loader = startLoader(testRegistry);
    await new Promise((r) => setTimeout(r, 20));
    expect(state('v1')).toBe('waiting');
    expect(observers).toHaveLength(1);
    const target = document.getElementById('v1')!;
    observers[0]!.cb([intersectionEntry(target)], {} as IntersectionObserver);
    expect(await screen.findByText('Hello v1')).toBeTruthy();
    expect(state('v2')).toBe('waiting');
  });

  it("loads visible and idle islands only after the page's first content, even when in view at the start (issue #35)", async () => {
    // Every island is in view as soon as it is observed.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe(el: Element) {
          this.cb([intersectionEntry(el)], {} as IntersectionObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => (setTimeout(() => cb({} as IdleDeadline), 0), 1));
    page(`
      <div id="seen" data-widget="greeting" data-load-on="visible" data-props='{"name":"seen"}'></div>
      <div id="later" data-widget="greeting" data-load-on="idle" data-props='{"name":"later"}'></div>
      <div id="now" data-widget="greeting" data-load-on="eager" data-props='{"name":"now"}'></div>`);
    let contentUp: () => void = () => undefined;
    const firstContent = new Promise<void>((resolve) => (contentUp = resolve));
    loader = startLoader({
      greeting: async () => {
        const mod = await testRegistry.greeting!();
        return { default: { ...mod.default, firstContent: () => firstContent } };
      },
    });
    expect(await screen.findByText('Hello now')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state('seen')).toBe('waiting');
    expect(state('later')).toBe('waiting');
    contentUp();
    expect(await screen.findByText('Hello seen')).toBeTruthy();
    expect(await screen.findByText('Hello later')).toBeTruthy();
  });

  it('loads interaction islands at the first interaction with the page', async () => {
    page('<div id="i" data-widget="greeting" data-load-on="interaction" data-props=\'{"name":"i"}\'></div>');
    loader = startLoader(testRegistry);
    await new Promise((r) => setTimeout(r, 20));
    expect(state('i')).toBe('waiting');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await screen.findByText('Hello i')).toBeTruthy();
  });
});
