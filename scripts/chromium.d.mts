/** Types of scripts/chromium.mjs for the TypeScript files that import it (playwright.config.ts). */
export type ChromiumBuild = 'full' | 'headless-shell';
export declare const CHROMIUM_ARGS: string[];
export declare const BUILDS: Record<ChromiumBuild, { packages: string[]; candidates: string[] }>;
export declare function findChromium(build?: ChromiumBuild): string | undefined;
export declare function ensureChromium(build?: ChromiumBuild): string;
export declare function ensureChromiumOrExit(build?: ChromiumBuild): string;
