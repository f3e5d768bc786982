import { afterEach, beforeEach, vi } from 'vitest';
import { setNavigator, type Navigator } from '../../shared/lib/navigation';

/**
 * Replaces the navigation seam (shared/lib/navigation.ts) for every test of the calling file: a
 * navigation or reload is recorded and the page stays. Call at the top level of a test file.
 */
export function useFakeNavigator() {
  const navigator = { assign: vi.fn<Navigator['assign']>(), reload: vi.fn<Navigator['reload']>() };
  let restore = () => {};
  beforeEach(() => {
    navigator.assign.mockReset();
    navigator.reload.mockReset();
    restore = setNavigator(navigator);
  });
  afterEach(() => restore());
  return navigator;
}
