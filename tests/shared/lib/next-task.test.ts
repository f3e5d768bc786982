import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../shared/lib/next-task';

afterEach(() => vi.useRealTimers());

describe('nextTask', () => {
  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('resumes after a 0 ms timer elsewhere (Safari), not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const next = nextTask().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await next;
    expect(resumed).toBe(true);
  });
});
