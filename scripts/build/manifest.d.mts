/** Types of scripts/build/manifest.mjs for the TypeScript files that import it (tests). */
import type { Metafile } from 'esbuild';

export interface Manifest {
  loader: string;
  core: string[];
  widgets: Record<string, { file: string; needs: string[] }>;
  chunks: Record<
    string,
    { role: 'loader' | 'widget' | 'lazy' | 'shared'; bytes: number; gzip: number; imports: string[] }
  >;
}
export declare function manifestOf(
  metafile: Metafile,
  rel: (file: string) => string,
  sizeOf: (file: string) => { bytes: number; gzip: number },
): Manifest;
export declare function writeManifest(outdir: string, metafile: Metafile, root: string): Promise<Manifest>;
