import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, tabTo, test } from './support';

// Issue #17 point 1 on impersonation.html, keyboard only: a sales person opens the panel, finds a customer
// with 2 characters, expands it, acts as one of its users, sees the banner on the page that loads and ends
// it; and signs on with a punch-out single sign-on, whose form the demo receiver page shows. Axe clean in
// every state.

const BASE = '/impersonation.html';
const panel = (page: Page) => page.locator('#impersonation');
const banner = (page: Page) => page.locator('#impersonation-banner');
const field = (page: Page) => panel(page).getByLabel('Name, number, city or e-mail');
const focused = (page: Page) => page.locator(':focus');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Opens the panel from the keyboard: the focus goes into the search field. */
async function openPanel(page: Page): Promise<void> {
  await page.goto(BASE);
  await settleIslands(page);
  const toggle = panel(page).getByRole('button', { name: 'Act as a customer' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(field(page)).toBeFocused();
}

test('a sales person finds a customer with 2 characters, acts as one of its users, and ends it', async ({ page }) => {
  const errors = collectErrors(page);
  await openPanel(page);
  await expect(panel(page).getByText('Type at least 2 characters, or * for everyone.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'panel open');

  // Escape closes and gives the focus back to the toggle; Enter opens it again.
  await page.keyboard.press('Escape');
  const toggle = panel(page).getByRole('button', { name: 'Act as a customer' });
  await expect(toggle).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: 'Act as a customer or user' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();

  await page.keyboard.type('ka');
  await expect(panel(page).getByText(/^2 results\./)).toBeVisible();
  const results = panel(page).getByRole('list', { name: 'Results' });
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toContainText('Kantinen på Havnen ApS');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('aria-expanded', 'true');
  const jens = results.getByRole('button', { name: 'Act as Jens Nielsen' });
  await expect(jens).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'customer expanded to its users');

  // Down past Mette Jensen to Jens Nielsen: the first button of a user's row is "Act as".
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName('Act as Mette Jensen');
  await page.keyboard.press('ArrowDown');
  await expect(jens).toBeFocused();
  await page.keyboard.press('Enter');

  // The answer's Redirect loads this page again, now as Jens Nielsen: the banner says so.
  await expect(banner(page).getByText('You are acting for Jens Nielsen at Kantinen på Havnen ApS')).toBeVisible();
  await settleIslands(page);
  await expectNoSeriousA11yViolations(page, 'banner while acting for a user');
  const end = banner(page).getByRole('button', { name: 'End' });
  await tabTo(page, end);
  // End follows the answer's Redirect: wait for that page load, not for the heading the old page shows too.
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.getByRole('heading', { level: 1, name: 'Act as a customer' })).toBeVisible();
  await settleIslands(page);
  await expect(banner(page).getByRole('region')).toHaveCount(0);
  await expect(banner(page).getByText('You are acting for')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a punch-out single sign-on posts its form, and the receiver page shows what it received', async ({ page }) => {
  const errors = collectErrors(page);
  await openPanel(page);
  // The mode: Tab to the radio group, ArrowRight picks Users; Shift+Tab back to the field.
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('radio', { name: 'Customers' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByRole('radio', { name: 'Users' })).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('thomas');
  await expect(panel(page).getByText(/^1 result\./)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toContainText('Thomas Larsen');
  await page.keyboard.press('Enter');
  const signOns = panel(page).getByRole('button', { name: /^Sign on / });
  await expect(signOns).toHaveCount(10);
  await expect(panel(page).getByText('The first 10 are shown; 2 more are not.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'punch-out user expanded to single sign-ons');

  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName('Sign on Skolemad – Aarhus Nord, Thomas Larsen');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Punch-out hand-over received' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/punch-out-receiver.html');
  const fields = page.getByRole('definition');
  const received = page.locator('#received-fields');
  await expect(received.locator('dt')).toHaveText([
    'cxml-urlencoded',
    'BuyerCookie',
    'PunchOutSingleSignOnId',
    'SingleSignOnName',
  ]);
  await expect(fields.nth(2)).toHaveText('SSO-7781');
  await expect(fields.nth(3)).toHaveText('Skolemad – Aarhus Nord');
  // The cXML arrives verbatim: its declaration, quotes and line breaks (a posted form sends them as CRLF).
  const cxml = await fields.nth(0).textContent();
  expect(cxml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\r?\n<cXML payloadID="demo-SSO-7781"/);
  expect(cxml).toContain('<Extrinsic name="UserEmail">thomas.larsen@aarhus.dk</Extrinsic>');
  await expectNoSeriousA11yViolations(page, 'punch-out receiver with the posted form');
  expect(errors).toEqual([]);
});
