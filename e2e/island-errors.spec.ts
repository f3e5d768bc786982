import { expect, test } from './fixtures';
import { resetMock, secondsOf, settleIslands } from './support';

/** island-errors.html is in editor mode: each inline error names its widget and what is wrong. */
const BROKEN = [
  { id: 'malformed-json', widget: 'countdown', problem: 'The settings are not valid JSON' },
  { id: 'invalid-props', widget: 'countdown', problem: 'Invalid settings' },
  { id: 'unknown-widget', widget: 'no-such-widget', problem: 'There is no widget with this name' },
  { id: 'bad-load-on', widget: 'countdown', problem: 'Unknown load condition' },
  { id: 'throwing', widget: 'qa-throwing', problem: 'The widget stopped with an error' },
];

test.beforeEach(async ({ request, page }) => {
  await resetMock(request);
  await page.goto('/island-errors.html');
  await settleIslands(page);
});

for (const { id, widget, problem } of BROKEN) {
  test(`#${id} shows its own inline error naming "${widget}"`, async ({ page }) => {
    const island = page.locator(`#${id}`);
    await expect(island).toHaveAttribute('data-island-state', 'error');
    const error = island.locator('.wsh-island-error');
    await expect(error).toHaveCount(1);
    await expect(error).toBeVisible();
    await expect(error).toContainText(`Widget "${widget}" could not be shown`);
    await expect(error).toContainText(problem);
  });
}

test('only the broken islands show errors; the working countdown ticks', async ({ page }) => {
  await expect(page.locator('.wsh-island-error')).toHaveCount(BROKEN.length);
  const working = page.locator('#working-countdown');
  await expect(working).toHaveAttribute('data-island-state', 'mounted');
  await expect(working.locator('.wsh-island-error')).toHaveCount(0);
  await expect(working).toContainText('Still working');
  const before = await secondsOf(page, '#working-countdown');
  await expect.poll(() => secondsOf(page, '#working-countdown'), { timeout: 2_500, intervals: [200] }).not.toBe(before);
});

test('the cookie banner works beside the broken islands', async ({ page, context }) => {
  const banner = page.locator('#cookie-consent .wsh-cookie-consent');
  await expect(banner).toBeVisible();
  // From the keyboard: the mouse click is covered in first-islands.spec.ts.
  await banner.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  // Chromium stores a document.cookie write asynchronously: poll the browser's cookie jar.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === '_cc')?.value).toBe('1');
});
