import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { compactRegistry } from '../../scripts/compact-registry.mjs';
import { ROOT } from './source-files';

const source = readFileSync(path.join(ROOT, 'widgets', 'registry.ts'), 'utf8');
const BUILD = 'Q7BUILD9';
const hashed = (dir: string) => `./widgets/${dir}-${BUILD}.js`;

/**
 * Runs the generated module with every `import(path)` recorded and answered by the path, every modulepreload
 * link it adds recorded in `fetched` (its href relative to the loader), and its `setTimeout` tasks queued in
 * `tasks`.
 */
function run(code: string): {
  registry: Record<string, () => string>;
  preload: (name: string) => Promise<unknown>;
  imported: string[];
  fetched: string[];
  tasks: (() => void)[];
} {
  const imported: string[] = [];
  const fetched: string[] = [];
  const tasks: (() => void)[] = [];
  const LOADER = 'https://shop.example/static/shop/loader.js';
  const module = new Function(
    'load',
    'setTimeout',
    'document',
    `${code
      .replace(/export const /g, 'const ')
      .replace(/\bimport\(/g, 'load(')
      .replace(/\bimport\.meta\.url\b/g, JSON.stringify(LOADER))}\nreturn { registry, preload };`,
  );
  const load = (path: string) => {
    imported.push(path);
    return Promise.resolve(path);
  };
  const document = {
    createElement: () => ({}),
    head: {
      append: (link: { rel: string; href: URL }) =>
        fetched.push(`${link.rel} ${link.href.href.replace(new URL('.', LOADER).href, './')}`),
    },
  };
  const exports = module(load, (task: () => void) => tasks.push(task), document) as {
    registry: Record<string, () => string>;
    preload: (name: string) => Promise<unknown>;
  };
  return { ...exports, imported, fetched, tasks };
}

/** What each entry of the generated registry would load. */
function paths(code: string): Record<string, string> {
  const { registry: table, imported } = run(code);
  return Object.fromEntries(
    Object.keys(table).map((name) => {
      void table[name]!();
      return [name, imported.pop()!];
    }),
  );
}

describe("the loader's compact registry (one string of names, one build id)", () => {
  it('loads, for every registered widget, exactly the chunk the full registry would', () => {
    const loads = paths(compactRegistry(source, hashed));
    expect(Object.keys(loads).sort()).toEqual(Object.keys(registry).sort());
    for (const name of Object.keys(registry)) expect(loads[name], name).toBe(hashed(name));
  });

  it('refuses an entry it cannot read, a name that is not its folder, a widget without a chunk, and two build ids', () => {
    const entry = (line: string) => `export const registry = {\n${line}\n};`;
    expect(() => compactRegistry(entry('  countdown: () => import(`./countdown/index`),'), hashed)).toThrow(
      /every entry must read/,
    );
    expect(() => compactRegistry(entry("  'count-down': () => import('./countdown/index'),"), hashed)).toThrow(
      /does not name its own chunk/,
    );
    expect(() => compactRegistry(entry("  countdown: () => import('./countdown/index'),"), () => undefined)).toThrow(
      /no chunk for widgets\/countdown/,
    );
    const two = entry(
      "  countdown: () => import('./countdown/index'),\n  'mini-basket': () => import('./mini-basket/index'),",
    );
    expect(() =>
      compactRegistry(two, (dir) => (dir === 'countdown' ? hashed(dir) : './widgets/mini-basket-OTHER123.js')),
    ).toThrow(/2 build ids/);
    expect(compactRegistry(two, hashed)).toContain('"countdown mini-basket".split');
    expect(compactRegistry(two, hashed).match(/Q7BUILD9/g)).toHaveLength(1);
  });

  it("starts a widget's chunks beside each other, its group chunks from one character each, and runs the core one task a chunk", async () => {
    const group = (n: number) => `./shared-Q7BUI${n}.js`;
    const graph = {
      core: ['./shared-REACT123.js', './shared-CORE1234.js'],
      needs: (dir: string) => ({ countdown: [], orders: [group(135), group(226), group(136)] })[dir],
    };
    const code = compactRegistry(source, hashed, graph);
    expect(code).toContain('orders!#$~'); // 135, 136, 226: "#", "$", "~", sorted
    const { preload, imported, fetched, tasks } = run(code);
    const ran = preload('orders');
    // Fetched at once, in the calling task: the core chunks (ahead of the widget chunks, which must not hold them
    // up on one of the browser's six connections); nothing run yet.
    expect(fetched, 'fetched in the calling task').toEqual([
      'modulepreload ./shared-REACT123.js',
      'modulepreload ./shared-CORE1234.js',
    ]);
    expect(imported).toEqual([]);
    fetched.length = 0;
    // Then the widget chunk and each group chunk in a task of its own (starting a request costs the main thread
    // some 5 ms at 4x CPU, and the loader preloads every island of the page in one task), and the core chunks
    // run one task each, React's first; the promise settles a task after the last.
    const tick = async () => {
      const task = tasks.shift();
      task?.();
      await new Promise((resolve) => setTimeout(resolve)); // every promise step the task set off (a real task)
      return task ? [...fetched.splice(0), ...imported.splice(0)] : null;
    };
    const steps: string[][] = [];
    let settled = false;
    void ran.then(() => (settled = true));
    for (let step = await tick(); step; step = await tick()) steps.push(step);
    expect(steps).toEqual([
      [`modulepreload ${hashed('orders')}`],
      [`modulepreload ${group(135)}`],
      [`modulepreload ${group(136)}`],
      [`modulepreload ${group(226)}`],
      ['./shared-REACT123.js'],
      ['./shared-CORE1234.js'],
      [],
    ]);
    expect(settled).toBe(true);
    // Each chunk once a page, and the core run once: the countdown's core is on its way already.
    expect(preload('countdown')).toBe(ran);
    void preload('orders');
    expect(fetched).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(fetched).toEqual([`modulepreload ${hashed('countdown')}`]);
    expect(tasks).toEqual([]);
    expect(() => compactRegistry(source, hashed, { ...graph, needs: () => ['./shared-ABCDEFGH.js'] })).toThrow(
      /group chunk \.\/shared-ABCDEFGH\.js is not named/,
    );
  });
});
