/** Types of scripts/build/compile-hint.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';
import type { SourceMap } from '../source-map-edit.mjs';

export declare const COMPILE_HINT: string;
export declare function hintChunk(code: string, map: SourceMap | null): { code: string; map: SourceMap | null };
export declare function hintEagerCompile(metafile: Metafile, root: string): Promise<void>;
