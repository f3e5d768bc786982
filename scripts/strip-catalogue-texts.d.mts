/** Types of scripts/strip-catalogue-texts.mjs for the TypeScript files that import it (tests). */
import type { Plugin } from 'esbuild';
export declare function stripCatalogueTexts(src: string): string;
export declare const CATALOGUE_SOURCE: RegExp;
export declare const noCatalogueTexts: Plugin;
