/** Types of scripts/build/merge-groups.mjs for the TypeScript files that import it (tests). */
import type { Metafile, Plugin } from 'esbuild';

export declare const MERGE_MIN_WIDGETS: number;
export declare const MERGE_BELOW_BYTES: number;
export declare function planMergedGroups(metafile: Metafile, root: string): Map<string, string>;
export declare function mergeGroups(plan: Map<string, string>): Plugin;
