import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportGraph, ModuleNode } from './import-rules';

export const ROOT = path.resolve(__dirname, '../..');
export const PRODUCTION_DIRS = ['widgets', 'shared', 'page-context'];

export function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export const sourceFiles = (dirs: string[]) => dirs.flatMap(walk).filter((f) => /\.(tsx?|mjs)$/.test(f));

const STATIC = /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const TEMPLATE = /import\(\s*(`[^`]*`)/g;

/** The import specifiers a module's text names, as written. */
export interface ParsedImports {
  /** Static imports and re-exports (`import ... from`, `export ... from`, `import '...'`). */
  staticImports: string[];
  /** `import('...')` with a string literal: loaded lazily, so it closes no evaluation cycle. */
  dynamicImports: string[];
  /** `import(`...`)`: the path is a template literal, which the graph cannot follow. */
  templateLiterals: string[];
}

export function parseImports(src: string): ParsedImports {
  const templateLiterals = [...src.matchAll(TEMPLATE)].map((m) => m[1]!);
  const dynamicImports = [...src.matchAll(DYNAMIC)].map((m) => m[1]!);
  const rest = src.replace(DYNAMIC, '').replace(TEMPLATE, '');
  const staticImports = [...rest.matchAll(STATIC)].map((m) => m[1] ?? m[2]!);
  return { staticImports, dynamicImports, templateLiterals };
}

/** A repository path with `/` between folders, whatever the platform. */
const posix = (p: string) => p.split(path.sep).join('/');

/** A module's relative imports resolved to repository paths (`/`-separated), read from its file. */
export function moduleNode(file: string): ModuleNode {
  const parsed = parseImports(readFileSync(path.join(ROOT, file), 'utf8'));
  const resolved = (specs: string[]) =>
    specs
      .filter((s) => s.startsWith('.'))
      .map((s) => posix(resolve(path.join(path.dirname(file), s.replace(/\?inline$/, '')))));
  const staticImports = resolved(parsed.staticImports);
  return {
    imports: [...staticImports, ...resolved(parsed.dynamicImports)],
    staticImports,
    templateLiterals: parsed.templateLiterals,
  };
}

/** The import graph of the given folders' sources, keyed by `/`-separated repository path. */
export function importGraph(dirs: string[]): ImportGraph {
  return new Map(sourceFiles(dirs).map((f) => [posix(f), moduleNode(f)]));
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

/**
 * The lines of the production sources but `seam` (a repository path) that match `pattern`, as "file: line":
 * what one seam's check reports. `comments: false` leaves out lines that are comments.
 */
export function linesOutsideSeam(pattern: RegExp, seam: string, { comments = true } = {}): string[] {
  return sourceFiles(PRODUCTION_DIRS)
    .filter((f) => f !== seam)
    .flatMap((f) =>
      readFileSync(path.join(ROOT, f), 'utf8')
        .split('\n')
        .filter((line) => (comments || !/^\s*(\/\/|\*|\/\*)/.test(line)) && pattern.test(line))
        .map((line) => `${f}: ${line.trim()}`),
    );
}
