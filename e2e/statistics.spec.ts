import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

// The statistics area (SPEC 2 Statistics) on statistics.html and the CO2 report on co2-report.html, as the
// default demo customer (512034, two subscribers): add and remove a subscriber, send the organic-share
// report, download the CO2 report with and without an EKG, axe clean in every state.

const island = (page: Page) => page.locator('#statistics');
const subscribers = (page: Page) => island(page).getByRole('region', { name: 'Subscribers' });
const list = (page: Page) => subscribers(page).getByRole('list', { name: 'Subscribers of the organic-share report' });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('adds two subscribers at once and removes one after confirming; reload shows what the server keeps', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/statistics.html');
  await settleIslands(page);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'statistics, loaded');

  const field = subscribers(page).getByRole('textbox', { name: 'Add subscribers' });
  await field.fill('kok@kantinen.dk, nobody');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(subscribers(page)).toContainText('nobody is not a valid e-mail address.');
  await expectNoSeriousA11yViolations(page, 'statistics, invalid subscriber');

  await field.fill('kok@kantinen.dk, chef@kantinen.dk');
  await field.press('Enter');
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expect(subscribers(page)).toContainText('kok@kantinen.dk, chef@kantinen.dk now receive the report.');
  await expect(field).toHaveValue('');

  const remove = subscribers(page).getByRole('button', { name: 'Remove kok@kantinen.dk' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove this subscriber?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'statistics, remove dialog');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await expect(subscribers(page).getByRole('button', { name: 'Remove chef@kantinen.dk' })).toBeFocused();

  await page.reload();
  await settleIslands(page);
  await expect(list(page)).toContainText('chef@kantinen.dk');
  await expect(list(page)).not.toContainText('kok@kantinen.dk');
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('sends the organic-share report for a chosen period and says it is on its way', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/statistics.html');
  await settleIslands(page);
  const report = island(page).getByRole('region', { name: 'E-mail the organic-share report' });
  await report.getByLabel('From').fill('2025-01-01');
  await report.getByLabel('To').fill('2025-03-31');
  const sent = page.waitForResponse((r) => r.url().includes('/api/reporting/organicshare/report/email'));
  await report.getByRole('button', { name: 'Send the report' }).click();
  // Chromium does not show fetch bodies to Playwright; the mock answers 200 only for a body of two ISO dates
  // in order (400 otherwise), and the component test reads the body itself.
  const answer = await sent;
  expect([answer.request().method(), answer.status()]).toEqual(['POST', 200]);
  await expect(report.getByRole('status')).toHaveText(
    /^The report for 01\.01\.2025–31\.03\.2025 is on its way to .+@.+\.$/,
  );
  await expectNoSeriousA11yViolations(page, 'statistics, report sent');
  expect(errors).toEqual([]);
});

test('downloads the CO2 report as a CSV file for the whole customer and for one EKG; an expired session is said, not saved', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/co2-report.html');
  await settleIslands(page);
  const widget = page.getByRole('region', { name: 'CO2 report' });
  await widget.getByLabel('From').fill('2025-01-01');
  await widget.getByLabel('To').fill('2025-03-31');
  await expectNoSeriousA11yViolations(page, 'co2 report');

  const link = widget.getByRole('button', { name: 'Download the CO2 report' });
  let download = page.waitForEvent('download');
  await link.click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('co2-report-customer-20250101-20250331.csv');
  let text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\n')[0]).toBe('EKG;Varenummer;Kg;CO2e kg');
  expect(text).toContain('Hele kunden');

  await widget.getByRole('combobox', { name: 'EKG' }).selectOption({ label: 'Kantine 3. sal' });
  download = page.waitForEvent('download');
  await link.click();
  file = await download;
  expect(file.suggestedFilename()).toBe('co2-report-EKG-20-20250101-20250331.csv');
  text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\n')[0]).toBe('EKG;Varenummer;Kg;CO2e kg');
  expect(text).toContain('Kantine 3. sal');
  await expect(widget.getByRole('status').filter({ hasText: 'Saved as' })).toHaveText(
    'Saved as co2-report-EKG-20-20250101-20250331.csv',
  );

  // The session expired: the server answers its login page. Said in place; no file is saved.
  await page.route('**/api/environmentalimpact/co2report/ekg/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Log in</title>' }),
  );
  let downloads = 0;
  page.on('download', () => downloads++);
  await link.click();
  await expect(widget.getByRole('alert').filter({ hasText: 'session' })).toHaveText(
    'Your session has expired; log in again to download.',
  );
  expect(downloads).toBe(0);
  await page.unroute('**/api/environmentalimpact/co2report/ekg/**');

  // An end before the start: no button, and the pair says why.
  await widget.getByLabel('To').fill('2024-12-31');
  await expect(link).toHaveCount(0);
  await expect(widget).toContainText('To cannot be before From.');
  await expectNoSeriousA11yViolations(page, 'co2 report, invalid period');
  expect(page.url()).toContain('/co2-report.html');
  expect(errors).toEqual([]);
});
