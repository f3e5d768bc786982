/** Types of scripts/build/react-runtime.mjs for the TypeScript files that import it (tests). */
import type { Metafile, Plugin } from 'esbuild';

export declare const REACT_ENTRY: string;
export declare function reactEntrySource(metafile: Metafile, root: string): string;
export declare function reactRuntimeEntry(metafile: Metafile, root: string): Plugin;
export declare function dropReactEntry(metafile: Metafile, root: string): Promise<void>;
