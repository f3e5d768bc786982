/** Types of scripts/build/terse.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';

export declare function terseChunk(
  code: string,
  map: string | null,
  base: string,
): Promise<{ code: string; map: string | null }>;
export declare function terse(metafile: Metafile, root: string): Promise<void>;
