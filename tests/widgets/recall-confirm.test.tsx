import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_RECALL_TOKEN, USED_RECALL_TOKEN } from '../../fixtures/handlers/recall.ts';
import recallConfirm from '../../widgets/recall-confirm/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

/** Opens the confirmation page at `search` (the e-mail's link), not logged in. */
function open(search: string, language = 'en') {
  history.replaceState(null, '', `/recall-confirm${search}`);
  return mountWidget(recallConfirm, { addressesUrl: '/recall-addresses' }, { language });
}
const backLink = () => screen.getByRole('link', { name: 'See your product recall e-mail addresses' });
const confirmButton = () => screen.getByRole('button', { name: /^(Confirm|Confirming…)$/ });

/** The confirmation calls' bodies, as they start. */
function confirmBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/confirm'))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

describe('recall-address confirmation by token (SPEC 2; POST product-recall-email-address/confirm {Token})', () => {
  it('sends nothing as the page opens (a mail scanner opening the link confirms nothing), and takes the token out of the address', async () => {
    let called = false;
    server.events.on('request:start', () => (called = true));
    open(`?utm=mail&token=${DEMO_RECALL_TOKEN}#x`);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/recall-confirm?utm=mail#x');
    expect(
      screen.getByText(/Confirm that the address this link was e-mailed to should receive product recalls/),
    ).toBeTruthy();
    expect(confirmButton().getAttribute('aria-describedby')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(called).toBe(false);
    expect(db.data.reporting.recallEmailAddresses.find((a) => a.Token === DEMO_RECALL_TOKEN)!.IsConfirmed).toBe(false);
  });

  it('confirms on the button (keyboard), busy meanwhile, then says so, focused, with the link to the addresses', async () => {
    const bodies = confirmBodies();
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/product-recall-email-address/confirm', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined; // on to the mock
      }),
    );
    open(`?token=${DEMO_RECALL_TOKEN}`);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(confirmButton());
    await user.keyboard('{Enter}');
    expect(confirmButton().textContent).toBe('Confirming…');
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Confirming your address…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!();
    const said = await screen.findByText(
      'koekken@kantinenpaahavnen.dk is confirmed. It will receive an e-mail at once if a product you bought is recalled.',
    );
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(backLink().getAttribute('href')).toBe('/recall-addresses');
    expect(bodies).toEqual([{ Token: DEMO_RECALL_TOKEN }]);
    expect(db.data.reporting.recallEmailAddresses.find((a) => a.Token === DEMO_RECALL_TOKEN)!.IsConfirmed).toBe(true);
  });

  it('a second press while busy sends nothing more', async () => {
    const bodies = confirmBodies();
    open(`?token=${DEMO_RECALL_TOKEN}`);
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await screen.findByText(/is confirmed\./);
    expect(bodies).toHaveLength(1);
  });

  it('says a used link was confirmed already (400 with IsConfirmed), not that it is invalid', async () => {
    open(`?token=${USED_RECALL_TOKEN}`);
    fireEvent.click(confirmButton());
    expect(
      await screen.findByText(
        'indkoeb@kantinenpaahavnen.dk was confirmed already: it receives product recalls. There is nothing more to do.',
      ),
    ).toBeTruthy();
    expect(backLink()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an unknown token is not valid, as an alert, with the link to the addresses', async () => {
    open('?token=not-a-token');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/not valid/));
    expect(screen.getByRole('alert').textContent).toBe(
      'This confirmation link is not valid. Open the link from the newest e-mail, or send the confirmation again from your list of addresses.',
    );
    expect(backLink()).toBeTruthy();
  });

  it('says a link without a token has no code, offers no button, and calls nothing', async () => {
    let called = false;
    server.events.on('request:start', () => (called = true));
    open('');
    expect((await screen.findByRole('alert')).textContent).toContain('This address has no confirmation code.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(called).toBe(false);
  });

  it('says a failed call, keeps the focus on the button, and confirms when pressed again', async () => {
    let fail = true;
    server.use(
      http.post('*/api/product-recall-email-address/confirm', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    open(`?token=${DEMO_RECALL_TOKEN}`);
    const user = userEvent.setup();
    await user.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your address could not be confirmed just now.'),
    );
    expect(document.activeElement).toBe(confirmButton());
    fail = false;
    await user.click(confirmButton());
    expect(await screen.findByText(/koekken@kantinenpaahavnen\.dk is confirmed\./)).toBeTruthy();
  });

  it('speaks Danish', async () => {
    open(`?token=${DEMO_RECALL_TOKEN}`, 'da');
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(await screen.findByText(/koekken@kantinenpaahavnen\.dk er bekræftet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se dine e-mailadresser til tilbagekaldelser' })).toBeTruthy();
  });
});
