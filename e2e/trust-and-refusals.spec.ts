import type { Page } from '@playwright/test';
import { collectErrors, expect, expectNoSeriousA11yViolations, resetMock, settleIslands, test } from './support';

// Issue #32, point 5: honest messages. A 403 says the action is not allowed (the user stays logged in:
// no session notice, no login link); a Redirect to a site the page context does not trust is refused
// and says so, while the punch-out origin impersonation.html trusts (trustedRedirectOrigins) is followed.
// The mock's scenarios forbidden-changes, redirect-trusted and redirect-untrusted provide the answers.

const PUNCH_OUT = 'https://punchout.example';
const UNTRUSTED = 'https://evil.example';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('a basket change refused with 403 says it is not allowed, not that the session expired', async ({ page }) => {
  await page.goto('/basket.html?scenario=forbidden-changes');
  await settleIslands(page);
  const input = page.locator('#quantity-inputs input[inputmode="numeric"]').first();
  await expect(input).toBeVisible();
  // The basket is in (the mini basket counts its lines): a quantity typed before it is refused as "still loading".
  await expect(page.locator('#mini-basket').getByRole('button', { name: /^Basket, \d+ lines?/ })).toBeVisible();

  const refused = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/checkout/basket'),
  );
  await input.fill('7');
  expect((await refused).status()).toBe(403);

  const overlay = page.locator('#exception-overlay');
  await expect(overlay.getByText('You are not allowed to do this.')).toBeVisible();
  // The row keeps the change visibly unsaved, with the server's words.
  await expect(page.getByText('Not saved: You may not change this (simulated)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '403 notice');
  await expect(page.getByText(/session has expired/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

/** impersonation.html in a scenario: opens the panel, finds Kantinen på Havnen and acts as that customer. */
async function actAsKantinen(page: Page, scenario: string): Promise<void> {
  await page.goto(`/impersonation.html?scenario=${scenario}`);
  await settleIslands(page);
  const panel = page.locator('#impersonation');
  await panel.getByRole('button', { name: 'Act as a customer' }).click();
  await panel.getByLabel('Name, number, city or e-mail').fill('ka');
  await expect(panel.getByText(/^2 results\./)).toBeVisible();
  await panel.getByRole('button', { name: 'Act as customer Kantinen på Havnen ApS' }).click();
}

test('a Redirect to a site the page does not trust is refused, and the panel says so', async ({ page }) => {
  const errors = collectErrors(page);
  const offSite: string[] = [];
  await page.route(`${UNTRUSTED}/**`, (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
  await actAsKantinen(page, 'redirect-untrusted');

  const panel = page.locator('#impersonation');
  await expect(
    panel.getByText(
      'Acting for them began, but the server tried to send the page to an address the shop does not trust, so you stay here. Reload the page.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'refused redirect');
  expect(new URL(page.url()).pathname).toBe('/impersonation.html');
  expect(offSite).toEqual([]);
  expect(errors).toEqual([
    `[wsh] refused to redirect to "${UNTRUSTED}/hand-over": only this site and the page context's trustedRedirectOrigins are followed`,
  ]);
});

test('a Redirect to the punch-out origin the page context trusts is followed', async ({ page }) => {
  await page.route(`${PUNCH_OUT}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Procurement system</title><h1>Punch-out hand-over</h1></html>',
    }),
  );
  await actAsKantinen(page, 'redirect-trusted');
  await page.waitForURL(`${PUNCH_OUT}/hand-over`);
  await expect(page.getByRole('heading', { level: 1, name: 'Punch-out hand-over' })).toBeVisible();
});
