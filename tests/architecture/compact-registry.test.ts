import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { compactRegistry } from '../../scripts/compact-registry.mjs';
import { ROOT } from './source-files';

const source = readFileSync(path.join(ROOT, 'widgets', 'registry.ts'), 'utf8');
const BUILD = 'Q7BUILD9';
const hashed = (dir: string) => `./widgets/${dir}-${BUILD}.js`;

/** Runs the generated module with `import(path)` answering the path, so each entry says what it would load. */
function paths(code: string): Record<string, string> {
  const run = new Function(code.replace('export const registry =', 'return').replace('import(', '('));
  const table = run() as Record<string, () => string>;
  return Object.fromEntries(Object.entries(table).map(([name, load]) => [name, load()]));
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
});
