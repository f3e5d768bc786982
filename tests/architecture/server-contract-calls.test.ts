import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDIRECT, productionCalls } from './api-calls';
import { ROOT } from './source-files';

// Issue #34 point 2: "the contract table lists exactly what the bundle calls". The table's rows are compared with
// the calls read from the production code, both ways, with the modules that make them.
const doc = readFileSync(path.join(ROOT, 'docs/server-contract.md'), 'utf8');
const section = doc.split('## Every call the bundle makes')[1]!.split('\n## ')[0]!;

/** `shared/api/x.ts` is written `x`, `shared/stores/y.ts` is `stores/y` in the table. */
const short = (file: string) =>
  file.replace(/^shared\/api\/(.*)\.ts$/, '$1').replace(/^shared\/stores\/(.*)\.tsx?$/, 'stores/$1');

const tableRows = new Map(
  section
    .split('\n')
    .map((l) => /^\| `([A-Z]+ [^`]+)` \| (.*) \|$/.exec(l))
    .filter((m) => m !== null)
    .map((m) => [m[1]!, [...m[2]!.matchAll(/`([^`]+)`/g)].map((f) => f[1]!).sort()] as const),
);

const codeRows = new Map<string, string[]>();
for (const { call, file } of productionCalls()) {
  const files = codeRows.get(call) ?? [];
  if (!files.includes(short(file))) files.push(short(file));
  codeRows.set(call, files.sort());
}

describe('the server contract table', () => {
  it('has a row for every call the code makes, naming the modules that make it', () => {
    for (const [call, files] of codeRows) expect(tableRows.get(call), `row for ${call}`).toEqual(files);
  });

  it('has no row for a call the code does not make', () => {
    expect([...tableRows.keys()].filter((call) => !codeRows.has(call))).toEqual([]);
  });

  it('reads calls the code makes (the reader itself is not empty-handed)', () => {
    expect(codeRows.get('GET checkout/basket')).toContain('basket-api');
    expect(codeRows.size).toBeGreaterThan(90);
  });

  it('lists only indirect paths whose literal parts are in the code', () => {
    const calls = productionCalls();
    for (const [expr, paths] of Object.entries(INDIRECT)) {
      const site = calls.find((c) => c.expr === expr);
      expect(site, `INDIRECT ${expr} is used`).toBeDefined();
      const src = readFileSync(path.join(ROOT, site!.file), 'utf8');
      for (const p of paths)
        for (const part of p.split('/').filter((s) => !s.startsWith('{')))
          expect(src, `${p} in ${site!.file}`).toContain(part);
    }
  });
});
