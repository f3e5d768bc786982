/** Types of scripts/test-clock.mjs for the TypeScript files that import it. */
export declare const PINNED_NOW: string;
export declare const TEST_TIME_ZONE: string;
export declare function normaliseLocal(value: string, from?: string): string;
export declare function testNow(): string;
export declare function testToday(): string;
export declare function epochToLocal(epochMs: number, zone?: string): string;
export declare function localToEpochMs(local: string, zone?: string): number;
export declare function testNowMs(): number;
export declare function machineNow(): Date;
