import type { Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoSeriousA11yViolations,
  installClock,
  pauseClock,
  resetMock,
  settleIslands,
  tabTo,
  test,
} from './support';

// Issue #15 point 3 on the demo page, keyboard only: edit own information (a taken address is the
// server's message in place, then a saved change closing after 1 s), change the password (a wrong current
// password in place, then the right one), add a user and assign one to a company, and delete the own user
// as the demo user (confirmation, RedirectUrl followed); axe clean in every state.

const DEMO_USER = 'mette.jensen@kantinenpaahavnen.dk';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The page's errors, less the browser's line for each 400 the forms are there to show. */
function unexpectedErrors(page: Page): () => string[] {
  const errors = collectErrors(page);
  return () => errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));
}

async function openPanel(page: Page) {
  await page.goto('/customer-information.html');
  await settleIslands(page);
  const panel = page.locator('#customer-information');
  await expect(panel.getByText('Lars Kristensen')).toBeVisible();
  await expect(panel.getByText('Jens Nielsen')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit your information' })).toBeVisible();
  return panel;
}

/** Tabs to a field, selects what it holds and types over it. */
async function retype(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('edit own information by keyboard: a taken address in place, then saved and closed after 1 s', async ({
  page,
}) => {
  const errors = unexpectedErrors(page);
  await installClock(page); // the 1 s before the edit mode closes is run on a stopped clock
  const panel = await openPanel(page);
  await expectNoSeriousA11yViolations(page, 'customer information, loaded');

  const edit = panel.getByRole('button', { name: 'Edit your information' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const form = panel.getByRole('form', { name: 'Edit your information' });
  await expect(form.getByLabel('E-mail', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'own information, edit mode');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('jens.nielsen@kantinenpaahavnen.dk');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('The e-mail address is already used by another user');
  await expect(page.locator('#exception-overlay .wsh-exception-overlay__notice')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'own information, taken address');

  await retype(page, form.getByLabel('E-mail', { exact: true }), DEMO_USER);
  await retype(page, form.getByLabel('Job title'), 'Indkøbschef');
  await pauseClock(page);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Saved.')).toBeVisible();
  await page.clock.runFor(999);
  await expect(form).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(form).toHaveCount(0);
  await page.clock.resume();
  await expect(edit).toBeFocused();
  const own = panel.getByRole('region', { name: 'Your information' });
  await expect(own.getByText('Indkøbschef')).toBeVisible();
  // The users list shows the change as well, without a reload.
  await expect(panel.getByRole('listitem').filter({ hasText: DEMO_USER })).toContainText('Indkøbschef');

  // Escape leaves without saving and says so.
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('E-mail', { exact: true })).toBeFocused();
  await retype(page, form.getByLabel('First name'), 'Anders');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(panel.getByText('Nothing was changed.')).toBeVisible();
  await expect(edit).toBeFocused();

  await page.reload();
  await settleIslands(page);
  await expect(own.getByText('Indkøbschef')).toBeVisible();
  await expect(own.getByText('Mette Jensen')).toBeVisible();
  expect(errors()).toEqual([]);
});

test('change the password by keyboard: a wrong current password in place, then the right one', async ({ page }) => {
  const errors = unexpectedErrors(page);
  const panel = await openPanel(page);
  await tabTo(page, panel.getByRole('button', { name: 'Change password' }));
  await page.keyboard.press('Enter');
  const form = panel.getByRole('form', { name: 'Change your password' });
  await expect(form.getByLabel('Current password', { exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(form.getByText('Enter your current password.')).toBeVisible();
  await expect(form.getByText('Enter a new password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'change password, required fields flagged');

  await page.keyboard.type('not-my-password');
  await tabTo(page, form.getByLabel('New password', { exact: true }));
  await page.keyboard.type('ny-adgang-2026');
  await tabTo(page, form.getByLabel('Repeat the new password', { exact: true }));
  await page.keyboard.type('ny-adgang-2026');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('The current password is wrong');
  await expectNoSeriousA11yViolations(page, 'change password, wrong current password');

  await retype(page, form.getByLabel('Current password', { exact: true }), 'demo1234');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Your password is changed.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Change password' })).toBeFocused();

  // The new password is the one that logs in now (same mock session as the page).
  const login = (Password: string) =>
    page.request.post('/api/auth/login', { data: { EmailAddress: DEMO_USER, Password, RememberMe: false } });
  expect((await login('ny-adgang-2026')).status()).toBe(200);
  expect((await login('demo1234')).status()).toBe(400);
  expect(errors()).toEqual([]);
});

test('add a user and assign a user to a company by keyboard; the list follows without a reload', async ({ page }) => {
  const errors = unexpectedErrors(page);
  await installClock(page); // each success is seen on a stopped clock, then the 1 s until the form closes is run
  const panel = await openPanel(page);
  const users = panel.getByRole('region', { name: 'Users of Kantinen på Havnen ApS' });

  await tabTo(page, users.getByRole('button', { name: 'Add a user' }));
  await page.keyboard.press('Enter');
  const add = users.getByRole('form', { name: 'Add a user' });
  await expect(add.getByLabel('E-mail', { exact: true })).toBeFocused();
  await page.keyboard.type('anne.hansen@kantinenpaahavnen.dk');
  await tabTo(page, add.getByLabel('First name'));
  await page.keyboard.type('Bo');
  await tabTo(page, add.getByLabel('Last name'));
  await page.keyboard.type('Holm');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('alert')).toHaveText('The e-mail address is already used by another user');
  await expectNoSeriousA11yViolations(page, 'add user, taken address');
  await retype(page, add.getByLabel('E-mail', { exact: true }), 'bo.holm@kantinenpaahavnen.dk');
  await pauseClock(page);
  await page.keyboard.press('Enter');
  await expect(users.getByText('Bo Holm was added.')).toBeVisible();
  await expect(users.getByRole('listitem').filter({ hasText: 'bo.holm@kantinenpaahavnen.dk' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(add).toHaveCount(0);
  await page.clock.resume();
  await expect(users.getByRole('button', { name: 'Add a user' })).toBeFocused();

  await tabTo(page, users.getByRole('button', { name: 'Assign a user to a company' }));
  await page.keyboard.press('Enter');
  const assign = users.getByRole('form', { name: 'Assign a user to a company' });
  await expect(assign.getByLabel('User')).toBeFocused();
  await page.keyboard.type('Jens');
  await expect(assign.getByLabel('User')).toHaveValue('U1002');
  await tabTo(page, assign.getByLabel('Company'));
  await page.keyboard.type('Restaurant');
  await expect(assign.getByLabel('Company')).toHaveValue('512036');
  await expectNoSeriousA11yViolations(page, 'assign user, filled in');
  // Enter in a select does not submit a form (the browser's rule): on to the button.
  await tabTo(page, assign.getByRole('button', { name: 'Assign' }));
  await pauseClock(page);
  await page.keyboard.press('Enter');
  await expect(users.getByText('Jens Nielsen now belongs to Restaurant Nordlys.')).toBeVisible();
  await page.clock.resume();
  await expect(users.getByRole('listitem').filter({ hasText: 'Jens Nielsen' })).toContainText('2 companies');
  expect(errors()).toEqual([]);
});

test('delete own user as the demo user: confirmation, then logged out and on to the RedirectUrl', async ({
  page,
  context,
}) => {
  const errors = unexpectedErrors(page);
  const panel = await openPanel(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === '_wsh_li')).toBe(true);
  const remove = panel.getByRole('button', { name: 'Delete my user' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete your user?' });
  await expect(dialog).toContainText(`Your user ${DEMO_USER} is deleted, and you are logged out at once.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'delete own user, confirmation');

  // Escape keeps the user.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete my user' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login.html');
  expect((await context.cookies()).some((c) => c.name === '_wsh_li')).toBe(false);
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    data: { people: { users: { EmailAddress: string }[] } };
  };
  expect(state.data.people.users.some((u) => u.EmailAddress === DEMO_USER)).toBe(false);
  expect(errors()).toEqual([]);
});

test('logged out, the panel offers the login and passes axe', async ({ page }) => {
  await page.goto('/customer-information-anonymous.html');
  await settleIslands(page);
  const link = page.locator('#customer-information').getByRole('link', { name: 'Log in' });
  await expect(link).toHaveAttribute('href', /\/login\.html\?ReturnUrl=%2Fcustomer-information-anonymous\.html/);
  await expectNoSeriousA11yViolations(page, 'customer information, logged out');
});
