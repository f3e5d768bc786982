import { expect, installClock, pauseClock, resetMock, secondsOf, settleIslands, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe('exception overlay', () => {
  test('a failing API call shows a notice with the status code for 3 s', async ({ page }) => {
    await installClock(page);
    await page.goto('/content-page.html?scenario=error-500');
    await settleIslands(page);
    const overlay = page.locator('#exception-overlay .wsh-exception-overlay');
    await expect(overlay).toHaveAttribute('role', 'alert');
    await expect(overlay).toHaveText('');

    // The page's clock stops: its 3 s are measured in the page's time, however slow the machine.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Load the current customer' }).click();
    await expect(overlay).toContainText('500');
    await expect(page.getByTestId('probe-result')).toContainText('500');

    // Still there just before 3 s, gone at 3 s.
    await page.clock.runFor(2_999);
    await expect(overlay).toContainText('500');
    await page.clock.runFor(1);
    await expect(overlay).not.toContainText('500');
  });

  test('the notice can be closed with its close button', async ({ page }) => {
    await page.goto('/content-page.html?scenario=error-500');
    await settleIslands(page);
    await page.getByRole('button', { name: 'Load the current customer' }).click();
    const overlay = page.locator('#exception-overlay .wsh-exception-overlay');
    await expect(overlay).toContainText('500');
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toHaveText('');
  });

  test('no notice without a failure', async ({ page }) => {
    await page.goto('/content-page.html');
    await settleIslands(page);
    await page.getByRole('button', { name: 'Load the current customer' }).click();
    await expect(page.getByTestId('probe-result')).toContainText('Current customer');
    await expect(page.locator('#exception-overlay .wsh-exception-overlay')).toHaveText('');
  });
});

test('page-reload warning: keyboard flow', async ({ page }) => {
  await page.goto('/content-page.html');
  await settleIslands(page);
  const raise = page.getByRole('button', { name: 'Raise the page-reload warning' });
  await raise.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'This page is out of date' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const reload = dialog.getByRole('button', { name: 'Reload page' });
  await expect(reload).toBeFocused();

  // Tab stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reload).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(raise).toBeFocused();
});

/** Chromium keeps no cookie longer than 400 days (RFC 6265bis), whatever expiry the page asks for. */
const BROWSER_MAX_COOKIE_DAYS = 400;
const DAY_MS = 86_400_000;

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    // Record what the page writes to document.cookie, to see the expiry it asks for.
    await page.addInitScript(() => {
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      Object.assign(window, { cookieWrites: writes });
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get(this: Document) {
          return native.get!.call(this) as string;
        },
        set(this: Document, value: string) {
          writes.push(String(value));
          native.set!.call(this, value);
        },
      });
    });
    await page.goto('/content-page.html');
    await settleIslands(page);
  });

  test('clicking Accept hides the banner and sets _cc=1', async ({ page, context }) => {
    const banner = page.locator('#cookie-consent .wsh-cookie-consent');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /cookie/i })).toHaveAttribute('href', '/cookie-policy.html');
    // A real mouse click: fails if anything on the page covers the button.
    await banner.getByRole('button', { name: 'Accept' }).click({ timeout: 5_000 });
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === '_cc')?.value).toBe('1');
  });

  test('Accept from the keyboard sets _cc=1 for 60 months, and the banner stays away', async ({ page, context }) => {
    const banner = page.locator('#cookie-consent .wsh-cookie-consent');
    await expect(banner).toBeVisible();
    // The page's clock (pinned by the suite) says when "60 months" ends; the browser's cookie jar counts
    // the lifetime (max-age) on the machine's real clock.
    const before = new Date(await page.evaluate(() => Date.now()));
    const realBefore = Date.now(); // real on purpose: the browser's cookie jar counts max-age on the machine's clock
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();

    const sixtyMonths = new Date(before);
    sixtyMonths.setMonth(sixtyMonths.getMonth() + 60);

    // What the widget asks for: _cc=1, path /, SameSite=Lax, lasting 60 months from the page's now.
    const writes = await page.evaluate((): string[] => Reflect.get(window, 'cookieWrites'));
    const written = writes.filter((w) => w.startsWith('_cc='));
    expect(written, 'document.cookie writes of _cc').toHaveLength(1);
    const attrs = written[0]!.split(';').map((p) => p.trim());
    expect(attrs[0]).toBe('_cc=1');
    expect(attrs).toContain('path=/');
    expect(attrs.map((a) => a.toLowerCase())).toContain('samesite=lax');
    const maxAgeMs = 1000 * Number(attrs.find((a) => /^max-age=/i.test(a))?.slice('max-age='.length));
    expect(
      Math.abs(maxAgeMs - (sixtyMonths.getTime() - before.getTime())) / DAY_MS,
      `requested lifetime of ${maxAgeMs / DAY_MS} days is 60 months`,
    ).toBeLessThan(1);

    // What the browser keeps: the same cookie, with the expiry capped at Chromium's 400-day maximum.
    // Chromium stores a document.cookie write asynchronously: wait until the cookie jar has it.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === '_cc')?.value).toBe('1');
    const cookie = (await context.cookies()).find((c) => c.name === '_cc');
    expect(cookie, 'cookie _cc').toBeTruthy();
    expect(cookie!.value).toBe('1');
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Lax');
    const kept = realBefore + Math.min(maxAgeMs, BROWSER_MAX_COOKIE_DAYS * DAY_MS);
    expect(
      Math.abs(cookie!.expires * 1000 - kept) / DAY_MS,
      `stored expiry ${new Date(cookie!.expires * 1000).toISOString()}`,
    ).toBeLessThan(3);

    await page.reload();
    await settleIslands(page);
    await expect(page.locator('#cookie-consent')).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('#cookie-consent .wsh-cookie-consent')).toHaveCount(0);
  });
});

test('countdown: the future one shows ticking units, the past one Completed', async ({ page }) => {
  await page.goto('/content-page.html');
  await settleIslands(page);
  const future = page.locator('#countdown-future');
  await expect(future.getByRole('heading', { name: 'Christmas orders close in' })).toBeVisible();
  await expect(future.locator('.wsh-countdown__unit')).toHaveCount(4);
  const names = (await future.locator('.wsh-countdown__name').allInnerTexts()).join(' ');
  for (const unit of [/days?/, /hours?/, /minutes?/, /seconds?/]) expect(names).toMatch(unit);
  const before = await secondsOf(page, '#countdown-future');
  await expect.poll(() => secondsOf(page, '#countdown-future'), { timeout: 2_500, intervals: [200] }).not.toBe(before);

  const past = page.locator('#countdown-past');
  await expect(past).toContainText('Completed');
  await expect(past.locator('.wsh-countdown__unit')).toHaveCount(0);
});

test('Danish texts with ?lang=da', async ({ page }) => {
  await page.goto('/content-page.html?lang=da');
  await settleIslands(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.locator('#countdown-past')).toContainText('Afsluttet');
  const names = (await page.locator('#countdown-future .wsh-countdown__name').allInnerTexts()).join(' ');
  for (const unit of [/dag/, /time/, /minut/, /sekund/]) expect(names).toMatch(unit);
  await expect(page.locator('#cookie-consent').getByRole('button', { name: 'Accepter' })).toBeVisible();

  await page.getByRole('button', { name: 'Raise the page-reload warning' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Siden er ikke opdateret');
  await expect(page.getByRole('button', { name: 'Genindlæs siden' })).toBeFocused();
});
