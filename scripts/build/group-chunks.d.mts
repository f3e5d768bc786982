/** Types of scripts/build/group-chunks.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';

export declare const FIRST_GROUP: number;
export declare const MAX_GROUPS: number;
export declare function planGroupNames(
  outputs: Metafile['outputs'],
  id: string,
): { core: string[]; needs: Map<string, string[]>; renamed: Map<string, string> };
export declare function nameGroupChunks(
  metafile: Metafile,
  id: string,
  root: string,
): Promise<{ core: string[]; needs: Map<string, (string | undefined)[]> }>;
