import type { APIRequestContext, Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  resetMock,
  settleIslands,
  tabTo,
  test,
} from './support';
import { testNowMs } from '../scripts/test-clock.mjs';

// Product-recall e-mail addresses (issue #16 points 1-3) on recall-addresses.html and recall-confirm.html:
// add three addresses in one field with one bad entry (named, nothing sent), fix it and add; a permanent
// address offers no delete; confirm by token when Confirm is pressed (the token out of the address); dismiss the notice and see it stay away until the next day
// (Playwright's clock for the page, the QA panel's "today" for the mock); axe clean in every state.

const part = (page: Page) => page.getByRole('region', { name: 'Product recall e-mail addresses' });
const list = (page: Page) => part(page).getByRole('list', { name: 'Addresses that receive product recalls' });
const row = (page: Page, email: string) => list(page).getByRole('listitem').filter({ hasText: email });
const notice = (page: Page) => page.getByRole('region', { name: 'Product recalls' });
const DAY = 24 * 60 * 60 * 1000;

/** How many POSTs adding a recall address the page sends from now on (Chromium hides fetch bodies). */
function addPosts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/product-recall-email-address') seen.push(r.url());
  });
  return seen;
}

/** The addresses the mock holds for a customer (this test's session). */
async function storedAddresses(request: APIRequestContext, customerId: string): Promise<string[]> {
  const state = (await (await request.get('/__mock/state')).json()) as {
    data: { reporting: { recallEmailAddresses: { EmailAddress: string; CustomerId: string }[] } };
  };
  return state.data.reporting.recallEmailAddresses
    .filter((a) => a.CustomerId === customerId)
    .map((a) => a.EmailAddress);
}

/** The page's errors, less the browser's own line for each 400 the page is there to show. */
function unexpectedErrors(page: Page): () => string[] {
  const errors = collectErrors(page);
  return () => errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('adds three addresses in one field: one bad entry is named and nothing is sent; fixed, all three are added', async ({
  page,
  request,
}) => {
  const errors = unexpectedErrors(page);
  const posts = addPosts(page);
  await page.goto('/recall-addresses.html?customer=512034');
  await settleIslands(page);
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(notice(page)).toHaveCount(0); // 512034 has a confirmed address
  await expectNoSeriousA11yViolations(page, 'recall addresses, loaded');

  // The permanent address: confirmed, the reason shown, and no delete offered.
  const permanent = row(page, 'indkoeb@kantinenpaahavnen.dk');
  await expect(permanent).toContainText('Permanent');
  await expect(permanent).toContainText('The address on your customer agreement.');
  await expect(permanent.getByRole('button')).toHaveCount(0);
  await expect(row(page, 'koekken@kantinenpaahavnen.dk').getByRole('button', { name: /^Delete/ })).toHaveCount(1);

  const field = part(page).getByRole('textbox', { name: 'Add addresses' });
  const add = part(page).getByRole('button', { name: 'Add', exact: true });
  await field.fill('kok@kantinen.dk, chef(at)kantinen.dk\nvagt@kantinen.dk');
  await field.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(part(page)).toContainText(
    'chef(at)kantinen.dk is not a valid e-mail address. Nothing was added: correct it and add again.',
  );
  await expectNoSeriousA11yViolations(page, 'recall addresses, one bad entry');
  expect(posts).toEqual([]);
  expect(await storedAddresses(request, '512034')).toHaveLength(2);

  await field.fill('kok@kantinen.dk, chef@kantinen.dk\nvagt@kantinen.dk');
  await add.click();
  await expect(list(page).getByRole('listitem')).toHaveCount(5);
  await expect(part(page)).toContainText(
    'We have e-mailed a confirmation link to each of kok@kantinen.dk, chef@kantinen.dk, vagt@kantinen.dk.',
  );
  await expect(field).toHaveValue('');
  expect(posts).toHaveLength(3);
  expect(await storedAddresses(request, '512034')).toEqual([
    'indkoeb@kantinenpaahavnen.dk',
    'koekken@kantinenpaahavnen.dk',
    'kok@kantinen.dk',
    'chef@kantinen.dk',
    'vagt@kantinen.dk',
  ]);
  await expect(row(page, 'vagt@kantinen.dk')).toContainText('Waiting for confirmation');

  // Resend, then delete one from the keyboard after confirming.
  const waiting = row(page, 'chef@kantinen.dk');
  await waiting.getByRole('button', { name: 'Send the confirmation again chef@kantinen.dk' }).click();
  await expect(waiting).toContainText('Sent: look for the e-mail at chef@kantinen.dk.');
  await waiting.getByRole('button', { name: 'Delete chef@kantinen.dk' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recall addresses, delete dialog');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expect(part(page).getByRole('button', { name: 'Delete vagt@kantinen.dk' })).toBeFocused();

  // A server refusal is shown in place, naming the address.
  await field.fill('x@example.com');
  await add.click();
  await expect(part(page).getByRole('alert')).toHaveText(
    'x@example.com was not added: We cannot send e-mails to example.com addresses',
  );
  await expectNoSeriousA11yViolations(page, 'recall addresses, refused');

  await page.reload();
  await settleIslands(page);
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  await expect(list(page)).not.toContainText('chef@kantinen.dk');
  expect(errors()).toEqual([]);
});

test('confirms an address by the token of its link only when Confirm is pressed; a used link says confirmed already, a wrong one not valid', async ({
  page,
}) => {
  const errors = unexpectedErrors(page);
  const confirms: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/confirm')) confirms.push(r.url());
  });
  await page.goto('/recall-confirm.html?token=demo-recall-token');
  await settleIslands(page);
  // The token left the address, and opening the link sent nothing (a mail scanner confirms nothing).
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe(
    'no-referrer',
  );
  const island = page.locator('#recall-confirm');
  await expect(island).toContainText(
    'Confirm that the address this link was e-mailed to should receive product recalls',
  );
  expect(confirms).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'recall confirm, before confirming');

  await tabTo(page, island.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  const said = page.getByText('koekken@kantinenpaahavnen.dk is confirmed.', { exact: false });
  await expect(said).toBeVisible();
  await expect(said).toBeFocused();
  // One call, the token in its body (the unit test reads it; Chromium hides fetch bodies), not its address.
  expect(confirms).toHaveLength(1);
  expect(confirms[0]).not.toContain('demo-recall-token');
  await expectNoSeriousA11yViolations(page, 'recall confirm, confirmed');

  await page.goto('/recall-confirm.html?token=demo-recall-token');
  await settleIslands(page);
  await island.getByRole('button', { name: 'Confirm' }).click();
  await expect(island).toContainText(
    'koekken@kantinenpaahavnen.dk was confirmed already: it receives product recalls.',
  );

  await page.goto('/recall-confirm.html?token=not-a-token');
  await settleIslands(page);
  await island.getByRole('button', { name: 'Confirm' }).click();
  await expect(island.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
    'This confirmation link is not valid.',
  );
  await expectNoSeriousA11yViolations(page, 'recall confirm, invalid');

  await page.getByRole('link', { name: 'See your product recall e-mail addresses' }).click();
  await expect(page).toHaveURL(/\/recall-addresses\.html$/);
  await settleIslands(page);
  await expect(row(page, 'koekken@kantinenpaahavnen.dk')).toContainText('Confirmed');
  expect(errors()).toEqual([]);
});

test('a dismissed recall notice stays away until the next day, then shows again; not dismissable: no button', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The page's clock starts at the suite's pinned now, and the QA panel's today for the mock is the same day.
  // The dismissal cookie's lifetime (max-age) is counted by the browser on its own clock; the rule decides
  // by the moment stored in it and the page's clock.
  const start = testNowMs();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  await installClock(page, start);
  await page.goto(`/recall-addresses.html?customer=512036&now=${day(start)}`);
  await settleIslands(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('link', { name: 'Go to your recall e-mail addresses' })).toHaveAttribute(
    'href',
    '/recall-addresses.html',
  );
  await expectNoSeriousA11yViolations(page, 'recall notice');

  await notice(page).getByRole('button', { name: 'Hide for a day' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The reminder is hidden for a day.' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'recall notice dismissed');

  await page.reload();
  await settleIslands(page);
  await expect(part(page).getByRole('list')).toBeVisible(); // the page's calls are in
  await expect(notice(page)).toHaveCount(0);

  // The day counts from the moment of the dismissal, as the page's clock stored it (`<customer>|<ms>`).
  const stored = (await page.context().cookies()).find((c) => c.name === '_wsh_rnd')?.value ?? '';
  const at = Number(decodeURIComponent(stored).split('|')[1]);
  expect(at, `dismissal cookie ${stored}`).toBeGreaterThanOrEqual(start);

  // One minute before the day is over: still away.
  await page.clock.setSystemTime(at + DAY - 60_000);
  await page.goto(`/recall-addresses.html?now=${day(at + DAY - 60_000)}`);
  await settleIslands(page);
  await expect(part(page).getByRole('list')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // The next day: back.
  await page.clock.setSystemTime(at + DAY);
  await page.goto(`/recall-addresses.html?now=${day(at + DAY)}`);
  await settleIslands(page);
  await expect(notice(page)).toBeVisible();

  // A customer with no address at all cannot dismiss it.
  await page.goto('/recall-addresses.html?customer=512035');
  await settleIslands(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button')).toHaveCount(0);
  await expect(part(page)).toContainText('No address receives product recalls yet.');
  await expectNoSeriousA11yViolations(page, 'recall notice, not dismissable');
  expect(errors).toEqual([]);
});
