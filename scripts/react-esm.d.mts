/** Types of scripts/react-esm.mjs for the TypeScript files that import it (tests). */
import type { Plugin } from 'esbuild';
export declare const REACT_EXPORTS: string[];
export declare const REACT_EXPORTS_NOT_WRAPPED: string[];
export declare const JSX_RUNTIME_EXPORTS: string[];
export declare function reactEsm(root: string): Plugin;
