import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const PRODUCTION_DIRS = ['widgets', 'shared', 'page-context'];

export function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export const sourceFiles = (dirs: string[]) => dirs.flatMap(walk).filter((f) => /\.(tsx?|mjs)$/.test(f));

/** Relative imports of a file (static and dynamic), resolved to repository paths. */
export function importsOf(file: string): string[] {
  const src = readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...src.matchAll(/(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2] ?? m[3]!);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(path.join(path.dirname(file), s.replace(/\?inline$/, ''))));
}

/**
 * Like importsOf, without dynamic `import()`: a lazily loaded module is evaluated after everything
 * that imports it, so an edge of that kind cannot close an evaluation cycle.
 */
export function staticImportsOf(file: string): string[] {
  const src = readFileSync(path.join(ROOT, file), 'utf8').replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '');
  return [...src.matchAll(/(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)]
    .map((m) => m[1] ?? m[2]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(path.join(path.dirname(file), s.replace(/\?inline$/, ''))));
}

function resolve(p: string): string {
  const candidates = [p, `${p}.ts`, `${p}.tsx`, path.join(p, 'index.ts'), path.join(p, 'index.tsx')];
  for (const c of candidates) {
    try {
      readFileSync(path.join(ROOT, c));
      return c;
    } catch {
      // try the next
    }
  }
  return p;
}
