// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { navigateTo, reloadPage, setNavigator } from '../../../shared/lib/navigation';

const fake = () => ({ assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() });

describe('navigation seam (issue #11, 5: one way to leave or reload the page)', () => {
  it('sends navigations and reloads to the navigator a test set, and the restore puts the previous one back', () => {
    const outer = fake();
    const inner = fake();
    const restoreOuter = setNavigator(outer);
    const restoreInner = setNavigator(inner);
    navigateTo('https://shop.example/next');
    reloadPage();
    expect(inner.assign).toHaveBeenCalledWith('https://shop.example/next');
    expect(inner.reload).toHaveBeenCalledOnce();
    restoreInner();
    navigateTo('/after');
    expect(outer.assign).toHaveBeenCalledWith('/after');
    expect(inner.assign).toHaveBeenCalledOnce();
    restoreOuter();
  });

  it('uses the browser location when no navigator is set', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    navigateTo('/somewhere');
    reloadPage();
    expect(assign).toHaveBeenCalledWith('/somewhere');
    expect(reload).toHaveBeenCalledOnce();
  });
});
