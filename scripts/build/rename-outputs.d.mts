/** Types of scripts/build/rename-outputs.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';
import type { SourceMap } from '../source-map-edit.mjs';

export declare function buildIdOf(hashes: string[]): string;
export declare function planBuildId(outputs: Metafile['outputs']): { id: string; renamed: Map<string, string> };
export declare function oneBuildId(metafile: Metafile, root: string): Promise<string>;
export declare function renameInChunk(
  code: string,
  map: SourceMap | null,
  from: string,
  to: string,
): { code: string; map: SourceMap | null };
export declare function rewriteImports(code: string, names: [string, string][]): string;
export declare function renameInMetafile(
  metafile: Metafile,
  renamed: Map<string, string>,
): Map<string, [string, string][]>;
export declare function renameOutputs(metafile: Metafile, renamed: Map<string, string>, root: string): Promise<void>;
