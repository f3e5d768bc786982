/** Types of scripts/build/check-chunks.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';

export declare function checkSourceMaps(metafile: Metafile, root: string): Promise<void>;
export declare function importedPaths(code: string): string[];
export declare function checkImports(metafile: Metafile, root: string): Promise<void>;
