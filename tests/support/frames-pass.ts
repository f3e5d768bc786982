import { act } from '@testing-library/react';

/**
 * Lets `count` frames paint, each followed by a task, with real timers: what a list's rows wait for to draw a
 * store's change (shared/ui/data/use-store-in-parts.ts, a part a frame). A test that counts renders waits for
 * them, or it would count before the rows drew anything.
 */
export async function framesPass(count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
