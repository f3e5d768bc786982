/** Types of scripts/build/drop-empty-chunks.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';

export declare function isEmptyChunk(code: string): boolean;
export declare function sideEffectImport(from: string, to: string): string;
export declare function dropEmptyChunks(metafile: Metafile, root: string): Promise<void>;
