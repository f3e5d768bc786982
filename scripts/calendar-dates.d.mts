/** Types of scripts/calendar-dates.mjs for the TypeScript files that import it (vitest.config.ts). */
export declare const DATES: [date: string, what: string][];
export declare const QUICK_DATES: string[];
export declare const QUICK_DOM_DATES: string[];
export declare const NODE_FILES: Record<string, string[]>;
export declare const DOM_FILES: Record<string, string[]>;
export declare const QUICK_DOM_FILES: string[];
export declare const E2E_FILES: string[];
export declare function resolveDate(date: string): string;
