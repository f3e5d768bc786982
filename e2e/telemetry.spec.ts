import { expect, settleIslands, test } from './support';

/**
 * Reporting (issue #35), the whole flow in one tab: the QA panel's switch names the mock's collector in the page
 * context, island-errors.html fails islands, leaving the page sends its report with sendBeacon, the mock keeps it
 * for this browser session and telemetry.html draws it. The report's details are in component tests
 * (tests/shared/islands/telemetry-reporter.test.ts).
 */
test('a page with failing islands reports them as it is hidden, and the QA page shows them', async ({ page }) => {
  await page.goto('/island-errors.html?telemetry=on');
  await settleIslands(page);
  await expect(page.locator('#throwing')).toHaveAttribute('data-island-state', 'error');
  // The reporter chunk has arrived (it is a request like any other) before the page is left.
  await page.waitForLoadState('networkidle');

  await page.goto('/telemetry.html');
  const received = async () => (await (await page.request.get('/__mock/telemetry')).json()) as unknown[];
  await expect.poll(async () => (await received()).length).toBeGreaterThan(0);
  const [first] = (await received()) as {
    report: { pageType: string; consent: boolean; events: { type: string; widget?: string }[] };
  }[];
  expect(first!.report).toMatchObject({ v: 1, pageType: 'ContentPage', consent: false });
  const widgets = first!.report.events.filter((e) => e.type === 'island').map((e) => e.widget);
  expect(widgets).toEqual(expect.arrayContaining(['countdown', 'no-such-widget', 'qa-throwing']));
  expect(first!.report.events.some((e) => e.type === 'vital')).toBe(false);

  await page.getByRole('button', { name: 'Refresh' }).click();
  const failures = page.getByRole('table', { name: 'Failures' });
  await expect(failures.getByRole('rowheader', { name: /^qa-throwing / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Failures: .*qa-throwing/ })).toBeVisible();
});
