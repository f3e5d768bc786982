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
 * Runs the generated module with every `import(path)` recorded and answered by the path, and its
 * `setTimeout` tasks queued in `tasks` (run them with `runTasks`).
 */
function run(code: string): {
  registry: Record<string, () => string>;
  preload: (name: string) => void;
  imported: string[];
  tasks: (() => void)[];
} {
  const imported: string[] = [];
  const tasks: (() => void)[] = [];
  const module = new Function(
    'load',
    'setTimeout',
    `${code.replace(/export const /g, 'const ').replace(/\bimport\(/g, 'load(')}\nreturn { registry, preload };`,
  );
  const load = (path: string) => {
    imported.push(path);
    return Promise.resolve(path);
  };
  const exports = module(load, (task: () => void) => tasks.push(task)) as {
    registry: Record<string, () => string>;
    preload: (name: string) => void;
  };
  return { ...exports, imported, tasks };
}

/** Runs the queued tasks, each alone, and says what each imported. */
function runTasks(tasks: (() => void)[], imported: string[]): string[][] {
  return tasks.splice(0).map((task) => {
    const before = imported.length;
    task();
    return imported.slice(before);
  });
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

  it("starts a widget's shared chunks with it: the core chunks at once, then its group chunks from one character each", () => {
    const group = (n: number) => `./shared-Q7BUI${n}.js`;
    const graph = {
      core: ['./shared-CORE1234.js'],
      needs: (dir: string) => ({ countdown: [], orders: [group(135), group(226), group(136)] })[dir],
    };
    const code = compactRegistry(source, hashed, graph);
    expect(code).toContain('orders!#$~'); // 135, 136, 226: "#", "$", "~", sorted
    const { preload, imported, tasks } = run(code);
    preload('orders');
    // The core at once, ahead of the widget chunk the caller imports next: it must not queue behind the widget chunks.
    expect(imported, 'the core in the calling task').toEqual(['./shared-CORE1234.js']);
    imported.length = 0;
    // One group chunk a task: starting a request costs the main thread some 5 ms at 4x CPU.
    expect(runTasks(tasks, imported)).toEqual([[group(135)], [group(136)], [group(226)]]);
    // Each chunk once a page: the countdown's core is on its way already.
    preload('countdown');
    preload('orders');
    expect(runTasks(tasks, imported)).toEqual([]);
    expect(() => compactRegistry(source, hashed, { ...graph, needs: () => ['./shared-ABCDEFGH.js'] })).toThrow(
      /group chunk \.\/shared-ABCDEFGH\.js is not named/,
    );
  });
});
