/** Types of scripts/shifted-date.mjs for the TypeScript files that import it. */
export declare function shiftDate(target: typeof globalThis, offsetMs: number): void;
export declare function shiftDateScript(offsetMs: number): string;
