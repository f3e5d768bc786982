/** Types of scripts/chromium.mjs for the TypeScript files that import it (playwright.config.ts). */
export declare const CHROMIUM_ARGS: string[];
export declare const CANDIDATES: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
export declare function ensureChromiumOrExit(): string;
