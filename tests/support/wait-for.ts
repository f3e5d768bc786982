import { vi } from 'vitest';

/**
 * `vi.waitFor` with the same 5 s as Testing Library's waits (tests/setup-dom.ts). Its default of 1 s ran
 * out on a busy 2-core machine while a basket read was still on its way: the test then measured the
 * machine's load, not the product.
 */
export const waitForIt = <T>(callback: () => T | Promise<T>): Promise<T> => vi.waitFor(callback, { timeout: 5_000 });
