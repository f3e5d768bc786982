/** Types of scripts/build/reserve-css.mjs for the TypeScript files that import it (tests). */
import type { WidgetReserve } from '../../shared/islands/reserve-box';

export declare const BREAKPOINTS: Record<'small' | 'medium' | 'large', string>;
export declare function reserveCss(reserves: Record<string, WidgetReserve>): string;
export declare function readReserves(root: string, cacheDir?: string): Promise<Record<string, WidgetReserve>>;
export declare function writeReserveCss(root: string, outdirs: string[]): Promise<string>;
