/** Types of scripts/bench-lighthouse.mjs for the TypeScript files that import it (tests). */
export interface LighthousePage {
  name: string;
  path: string;
  issue?: number;
}
export interface LighthouseMedian {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
}
export declare const LIGHTHOUSE_PAGES: LighthousePage[];
export declare const LIGHTHOUSE_GOALS: { score: number; lcpMs: number; tbtMs: number; cls: number };
export declare function stripIslands(html: string): { html: string; removed: number };
export declare function pickPages(list: string | undefined): LighthousePage[];
export declare function missedGoals(median: LighthouseMedian | null): string[];
