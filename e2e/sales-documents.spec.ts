import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';
import { testToday } from '../scripts/test-clock.mjs';

// The sales documents area (SPEC 2 SalesDocuments, issue #14) on sales-documents.html as the default demo
// customer 512034: the last 3 months by default; a search by dates and type in the address (Back, Forward and
// reload keep it); page 2 and back; a document downloaded as its PDF; a failed download and a failed load said
// in place with a retry. The mock pages 20 documents (fixtures/handlers/accounting.ts).

const BASE = '/sales-documents.html';
const island = (page: Page) => page.locator('#sales-documents');
const summary = (page: Page) => island(page).locator('.wsh-sales-documents__summary');
const table = (page: Page) => island(page).getByRole('table', { name: 'Sales documents, newest first' });
const rows = (page: Page) => table(page).locator('tbody tr');
const from = (page: Page) => island(page).getByLabel('From', { exact: true });
const to = (page: Page) => island(page).getByLabel('To', { exact: true });
const type = (page: Page) => island(page).getByLabel('Document type');

/** Today and a day months back as `yyyy-MM-dd`, by the suite's pinned clock (the browser's and the mock's). */
const today = () => testToday();
const daysAgo = (days: number) =>
  new Date(Date.parse(`${testToday()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** `yyyy-MM-dd` as the demo page shows dates (dd.MM.yyyy). */
const shown = (day: string) => day.split('-').reverse().join('.');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await settleIslands(page);
  await expect(summary(page)).not.toHaveText(/Loading/);
}

/** The requests the island made, as `FromDate|ToDate|Type|Page`. */
function listRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/accounting/sales-documents') return;
    const q = url.searchParams;
    asked.push([q.get('FromDate'), q.get('ToDate'), q.get('Type') ?? '', q.get('Page')].join('|'));
  });
  return asked;
}

test('the last 3 months by default; a search by dates and type goes into the address, and Back, Forward and reload keep it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const asked = listRequests(page);
  await open(page, BASE);
  await expect(island(page).getByRole('heading', { level: 2, name: 'Sales documents' })).toBeVisible();
  await expect(summary(page)).toContainText(
    /^The last 3 months, \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}: \d+ documents/,
  );
  await expect(to(page)).toHaveValue(today());
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d\\|${today()}\\|\\|1$`));
  await expect(rows(page)).toHaveCount(20);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Document number',
    'Type',
    'Date',
    'Amount',
    'Due date',
    'File',
  ]);
  await expectNoSeriousA11yViolations(page, 'sales documents, default window');

  // A year of credit notes.
  const year = { one: daysAgo(365), two: today() };
  await from(page).fill(year.one);
  await to(page).fill(year.two);
  await type(page).selectOption({ label: 'Credit note' });
  await island(page).getByRole('button', { name: 'Search' }).click();
  const searchUrl = `${BASE}/search?dateOne=${year.one}&dateTwo=${year.two}&type=CreditNote&page=1`;
  await expect(page).toHaveURL(searchUrl);
  await expect(summary(page)).toContainText(`${shown(year.one)} to ${shown(year.two)}, Credit note only: `);
  await expect(summary(page)).not.toContainText('Loading');
  expect(asked.at(-1)).toBe(`${year.one}|${year.two}|CreditNote|1`);
  const types = await rows(page).locator('td:nth-child(2)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['Credit note']));
  const dates = (await rows(page).locator('td:nth-child(3)').allTextContents()).map((d) =>
    d.split('.').reverse().join('-'),
  );
  expect(dates.every((d) => d >= year.one && d <= year.two)).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
  await expectNoSeriousA11yViolations(page, 'sales documents, a year of credit notes');

  // The second date can never precede the first: named at the field, nothing searched.
  await to(page).fill(daysAgo(400));
  await expect(island(page).getByText('To cannot be before From.')).toBeVisible();
  await island(page).getByRole('button', { name: 'Search' }).click();
  await expect(to(page)).toBeFocused();
  await expect(page).toHaveURL(searchUrl);

  // Back to the default window, Forward and reload to the search, its fields and its list.
  await page.goBack();
  await expect(page).toHaveURL(BASE);
  await expect(summary(page)).toContainText('The last 3 months');
  await expect(type(page)).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(searchUrl);
  await expect(from(page)).toHaveValue(year.one);
  await expect(to(page)).toHaveValue(year.two);
  await expect(type(page)).toHaveValue('CreditNote');
  await page.reload();
  await settleIslands(page);
  await expect(from(page)).toHaveValue(year.one);
  await expect(type(page)).toHaveValue('CreditNote');
  await expect(summary(page)).toContainText('Credit note only: ');
  expect(errors).toEqual([]);
});

test('page 2 is an address of its own: focus goes to the results, and Back returns to page 1', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, BASE);
  const first = await rows(page).first().getByRole('rowheader').textContent();
  const pages = island(page).getByRole('navigation', { name: 'Pages of sales documents' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`${BASE}/search?page=2`);
  await expect(summary(page)).toContainText(/documents, page 2 of 2$/);
  await expect(island(page).getByRole('heading', { level: 3, name: 'Documents' })).toBeFocused();
  await expect(rows(page).first().getByRole('rowheader')).not.toHaveText(first!);
  await expect(pages.getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'sales documents, page 2');
  await page.goBack();
  await expect(page).toHaveURL(BASE);
  await expect(rows(page).first().getByRole('rowheader')).toHaveText(first!);
  await expect(summary(page)).toContainText(/documents, page 1 of 2$/);
  expect(errors).toEqual([]);
});

test('a document downloads as its own PDF without leaving the page; a failed download says so in its row, with a retry', async ({
  page,
}) => {
  await open(page, BASE);
  const row = rows(page).first();
  const number = (await row.getByRole('rowheader').textContent())!;
  const typeName = (await row.locator('td').first().textContent())!;
  const wireType = { Invoice: 'Invoice', 'Credit note': 'CreditNote', 'Account statement': 'AccountStatement' }[
    typeName
  ];
  const button = row.getByRole('button', { name: `Download PDF: ${typeName} ${number}` });

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${wireType}-${number}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.toString('latin1')).toContain(number);
  await expect(page).toHaveURL(BASE);
  await expect(island(page).getByText(`Saved as ${wireType}-${number}.pdf`)).toBeVisible();

  // The server fails the next one: the row says so, the button offers a retry, and the retry saves it.
  await page.route('**/api/accounting/sales-documents/pdf/**', (route) => route.fulfill({ status: 500, body: '' }));
  await button.click();
  await expect(row.getByRole('alert')).toHaveText('The file could not be downloaded. Try again.');
  const retry = row.getByRole('button', { name: `Try again: download ${typeName} ${number}` });
  await expect(retry).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sales documents, a failed download');
  await page.unroute('**/api/accounting/sales-documents/pdf/**');
  const [again] = await Promise.all([page.waitForEvent('download'), retry.click()]);
  expect(again.suggestedFilename()).toBe(`${wireType}-${number}.pdf`);
  await expect(row.getByText('could not be downloaded')).toHaveCount(0);
});

test('a load failure shows the error state with no documents, and its retry loads them', async ({ page }) => {
  await page.route('**/api/accounting/sales-documents?**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto(BASE);
  await settleIslands(page);
  const alert = island(page).getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toHaveText(/The sales documents could not be loaded\. Check your connection and try again\./);
  await expect(table(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'sales documents, load failure');
  await page.unroute('**/api/accounting/sales-documents?**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(20);
  await expect(alert).toHaveCount(0);
});
