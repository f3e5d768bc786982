import { collectErrors, expect, resetMock, settleIslands, test } from './support';

let errors: string[];

test.beforeEach(async ({ request, page }) => {
  await resetMock(request);
  errors = collectErrors(page);
  await page.goto('/content-page.html');
  await settleIslands(page);
});

test.afterEach(() => {
  expect(errors, 'console or page errors').toEqual([]);
});

test('an island added after load mounts', async ({ page }) => {
  await page.evaluate(() => {
    const el = document.createElement('div');
    el.id = 'added-countdown';
    el.dataset.widget = 'countdown';
    el.innerHTML = '<script type="application/json">{"endTime":"2099-01-01T00:00:00Z"}</script>';
    document.querySelector('main')!.append(el);
  });
  const added = page.locator('#added-countdown');
  await expect(added).toHaveAttribute('data-island-state', 'mounted');
  await expect(added.locator('.wsh-countdown__unit')).toHaveCount(4);
});

test('a removed island unmounts without error, and mounts again when added back', async ({ page }) => {
  await page.evaluate(() => {
    const el = document.getElementById('countdown-past')!;
    Object.assign(window, { removedIsland: el });
    el.remove();
  });
  await expect(page.locator('#countdown-past')).toHaveCount(0);
  // The loader has let go of it: no state left, React root unmounted (content gone).
  const detached = () =>
    page.evaluate(() => {
      const el: HTMLElement = Reflect.get(window, 'removedIsland');
      return { state: el.dataset.islandState ?? null, rendered: el.querySelector('.wsh-countdown') !== null };
    });
  await expect.poll(detached).toEqual({ state: null, rendered: false });

  await page.evaluate(() => {
    const el: HTMLElement = Reflect.get(window, 'removedIsland');
    document.querySelector('.demo-grid')!.append(el);
  });
  const back = page.locator('#countdown-past');
  await expect(back).toHaveAttribute('data-island-state', 'mounted');
  await expect(back).toContainText('Completed');
});

test('an island moved to another place in one step stays mounted', async ({ page }) => {
  await page.evaluate(() => document.querySelector('main')!.append(document.getElementById('countdown-future')!));
  const moved = page.locator('main > #countdown-future');
  await expect(moved).toHaveAttribute('data-island-state', 'mounted');
  await expect(moved.locator('.wsh-countdown__unit')).toHaveCount(4);
});
