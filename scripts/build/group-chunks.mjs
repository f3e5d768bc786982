// The group chunks' names: shared code some widgets import, not all, named so that the loader can name each
// from one character (scripts/compact-registry.mjs).
import path from 'node:path';
import { staticImports, widgetChunks } from './metafile-graph.mjs';
import { renameOutputs } from './rename-outputs.mjs';

/** The number of the first group chunk: the loader's code for it is character 135 - 100 = 35 ("#"). */
export const FIRST_GROUP = 135;
/** How many group chunks the loader's one-character codes can name ("#" to "~", 35..126). */
export const MAX_GROUPS = 92;

/**
 * Names the group chunks (shared chunks some widgets import, not all) by the build id and a number,
 * `shared-<5 characters of the id><135..226>.js`, so the loader can name them from one character each
 * (scripts/compact-registry.mjs) and start them together with the widget chunk instead of after it
 * (issue #19: no waterfall of our own making). The core chunks (imported by every widget) keep their
 * content hash: they are most of the bytes, and a release that does not touch them must not make browsers
 * fetch them again. Group chunks are small (0.2 to 3 kB gzip); like the widget chunks they are fetched
 * again after any release, once. Returns the renames, the core chunks in the order they can run, and each
 * widget's group chunks by their old names. Empty chunks (dropEmptyChunks removes them later) are left out.
 */
export function planGroupNames(outputs, id) {
  const isEmpty = (f) => Object.values(outputs[f].inputs).every((i) => i.bytesInOutput === 0);
  const widgets = widgetChunks(outputs);
  const needs = new Map(widgets.map((w) => [w, [...staticImports(outputs, w)].filter((f) => !isEmpty(f))]));
  const count = new Map();
  for (const list of needs.values()) for (const f of list) count.set(f, (count.get(f) ?? 0) + 1);
  // The core chunks in the order they can run: one that imports another comes after it (React's runtime first).
  const core = [...count]
    .filter(([, n]) => n === widgets.length)
    .map(([f]) => f)
    .sort((a, b) => Number(staticImports(outputs, a).has(b)) - Number(staticImports(outputs, b).has(a)));
  // The most shared first: short runs of the same characters compress best in the loader.
  const groups = [...count]
    .filter(([f]) => !core.includes(f))
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .map(([f]) => f);
  if (groups.length > MAX_GROUPS)
    throw new Error(`${groups.length} group chunks: the loader's one-character codes name ${MAX_GROUPS}`);
  const renamed = new Map(
    groups.map((f, i) => [f, path.join(path.dirname(f), `shared-${id.slice(0, 5)}${FIRST_GROUP + i}.js`)]),
  );
  return { core, needs, renamed };
}

/**
 * planGroupNames carried out on the written files (scripts/build/rename-outputs.mjs). Returns what the
 * loader needs: the core chunks and each widget's group chunks by their new names.
 */
export async function nameGroupChunks(metafile, id, root) {
  const { core, needs, renamed } = planGroupNames(metafile.outputs, id);
  await renameOutputs(metafile, renamed, root);
  return {
    core,
    needs: new Map(
      [...needs].map(([w, list]) => [w, list.filter((f) => !core.includes(f)).map((f) => renamed.get(f))]),
    ),
  };
}
