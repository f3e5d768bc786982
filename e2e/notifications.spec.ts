import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

// The notifications page and the promoted banner (SPEC 2, 4; issue #16 points 4-5) on notifications.html as
// the default demo customer 512034: 7 unread (N1099 "Testbesked: kan ikke ændres (QA)" the mock refuses,
// fixtures/handlers/notifications.ts), 6 read, promoted unread N1001, N1002, N1004.

const REFUSED = 'Testbesked: kan ikke ændres (QA)';

const pageIsland = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const banner = (page: Page) => page.getByRole('region', { name: 'News for you' });
const count = (page: Page) => pageIsland(page).locator('.wsh-notifications__count');
const list = (page: Page, name: 'Unread' | 'Read') =>
  pageIsland(page).getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const titles = (page: Page, name: 'Unread' | 'Read') => list(page, name).getByRole('heading', { level: 4 });
const markRead = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: `Mark as read: ${title}`, exact: true });
const markUnread = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: `Mark as unread: ${title}`, exact: true });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function open(page: Page, path = '/notifications.html') {
  await page.goto(path);
  await settleIslands(page);
  await expect(count(page)).toHaveText('You have 7 unread notifications.');
}

const accountMenu = (page: Page) => page.locator('#my-account-menu').getByRole('button', { name: /^My account/ });

test('mark read and unread from the keyboard: the lists and the count follow at once and stay saved', async ({
  page,
}) => {
  await open(page);
  await expect(titles(page, 'Unread')).toHaveText([
    'Ny leveringsplan i juleugerne',
    'Tilbagekaldelse: Hakket oksekød 8-12%',
    'Prisændringer pr. 1. i måneden',
    'Nyt i sortimentet: plantebaserede alternativer',
    'Påskesalget er åbent',
    REFUSED,
    'Ny faktura klar',
  ]);
  await expect(titles(page, 'Read')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'notifications loaded');

  const deletes: string[] = [];
  const puts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/notifications') return;
    if (r.method() === 'DELETE') deletes.push(url.searchParams.get('id') ?? '');
    if (r.method() === 'PUT') puts.push(url.searchParams.get('id') ?? '');
  });

  const title = 'Prisændringer pr. 1. i måneden';
  await markRead(list(page, 'Unread'), title).focus();
  await page.keyboard.press('Enter');
  await expect(count(page)).toHaveText('You have 6 unread notifications.');
  // The my-account menu in the header reads the same count: its badge follows at once.
  await expect(accountMenu(page)).toHaveAccessibleName('My account 6 unread notifications');
  await expect(titles(page, 'Read').first()).toHaveText(title);
  await expect(titles(page, 'Unread')).toHaveCount(6);
  // The keyboard user's place: the same notification's new button, in the read list.
  await expect(markUnread(list(page, 'Read'), title)).toBeFocused();
  await expect.poll(() => deletes).toEqual(['N1003']);
  // The button says "(saving)" and takes no second press until the server has answered: wait for that.
  await expect(markUnread(list(page, 'Read'), title)).not.toHaveAttribute('aria-disabled', 'true');

  await page.keyboard.press('Enter');
  await expect(count(page)).toHaveText('You have 7 unread notifications.');
  await expect(accountMenu(page)).toHaveAccessibleName('My account 7 unread notifications');
  await expect(titles(page, 'Unread').nth(2)).toHaveText(title);
  await expect(markRead(list(page, 'Unread'), title)).toBeFocused();
  await expect.poll(() => puts).toEqual(['N1003']);

  // A read one made unread moves to its place among the unread; saved, so a reload shows it so.
  await markUnread(list(page, 'Read'), 'Husk bestillingsfristen kl. 14').click();
  await expect(count(page)).toHaveText('You have 8 unread notifications.');
  await expect(titles(page, 'Unread').nth(4)).toHaveText('Husk bestillingsfristen kl. 14');
  await expect.poll(() => puts).toEqual(['N1003', 'N1005']);
  await page.reload();
  await settleIslands(page);
  await expect(count(page)).toHaveText('You have 8 unread notifications.');
  await expect(titles(page, 'Unread').nth(4)).toHaveText('Husk bestillingsfristen kl. 14');
  await expectNoSeriousA11yViolations(page, 'after marking');
});

test('a promoted notification leaves the banner when read, and moves to the read list at once', async ({ page }) => {
  await open(page);
  await expect(banner(page).getByRole('listitem')).toHaveCount(3);
  const title = 'Tilbagekaldelse: Hakket oksekød 8-12%';
  await markRead(banner(page), title).click();
  await expect(markRead(banner(page), title)).toHaveCount(0);
  await expect(banner(page).getByRole('listitem')).toHaveCount(2);
  await expect(titles(page, 'Read').first()).toHaveText(title);
  await expect(count(page)).toHaveText('You have 6 unread notifications.');
  // The reverse: unread on the page, it is back in the banner at its position.
  await markUnread(list(page, 'Read'), title).click();
  await expect(banner(page).getByRole('listitem').nth(1)).toContainText(title);
  await markRead(banner(page), title).click();
  await expect(banner(page).getByRole('listitem')).toHaveCount(2);

  // Another page: the banner alone, as on any page; what was read stays away.
  await page.goto('/promoted-notifications.html');
  await settleIslands(page);
  await expect(banner(page).getByRole('listitem')).toHaveCount(2);
  await expect(markRead(banner(page), title)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'banner alone');
  for (const t of ['Ny leveringsplan i juleugerne', 'Nyt i sortimentet: plantebaserede alternativer']) {
    await markRead(banner(page), t).click();
  }
  await expect(banner(page).getByText('All news read.')).toBeFocused();
  await page.reload();
  await settleIslands(page);
  await expect(page.locator('#promoted-notifications')).toHaveText('');
});

test('a refused change rolls back with a message, and its retry', async ({ page }) => {
  await open(page);
  await markRead(list(page, 'Unread'), REFUSED).click();
  const alert = pageIsland(page).getByRole('alert');
  await expect(alert).toContainText(`“${REFUSED}” could not be marked as read, so it is shown as unread again.`);
  await expect(count(page)).toHaveText('You have 7 unread notifications.');
  await expect(titles(page, 'Unread').nth(5)).toHaveText(REFUSED);
  await expect(titles(page, 'Read')).not.toContainText([REFUSED]);
  await expect(markRead(list(page, 'Unread'), REFUSED)).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'refused change');
  // The mock refuses it every time: the retry rolls back again and the message stays.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeVisible();
  await expect(count(page)).toHaveText('You have 7 unread notifications.');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
});

test('a failed load says so with a retry; an anonymous visitor gets a login and no banner', async ({ page }) => {
  await page.goto('/notifications.html?scenario=error-500');
  await settleIslands(page);
  await expect(pageIsland(page).getByRole('alert')).toContainText('Your notifications could not be loaded.');
  await expect(banner(page).getByRole('alert')).toContainText('The news could not be loaded.');
  await expectNoSeriousA11yViolations(page, 'load failed');

  await page.goto('/notifications-anonymous.html?scenario=none');
  await settleIslands(page);
  await expect(pageIsland(page)).toContainText('Log in to see your notifications.');
  await expect(page.locator('#promoted-notifications')).toHaveText('');
  await expectNoSeriousA11yViolations(page, 'anonymous');
});

test('Danish', async ({ page }) => {
  await page.goto('/notifications.html?lang=da');
  await settleIslands(page);
  await expect(page.getByRole('region', { name: 'Notifikationer' }).locator('.wsh-notifications__count')).toHaveText(
    'Du har 7 ulæste notifikationer.',
  );
  await expect(page.getByRole('region', { name: 'Nyheder til dig' }).getByRole('listitem')).toHaveCount(3);
});
