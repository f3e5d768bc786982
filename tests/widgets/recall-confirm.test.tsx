import { fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('recall-address confirmation by token (SPEC 2; POST product-recall-email-address/confirm {Token})', () => {
  it('confirms the address of a valid token and says so, focused, with the link to the addresses', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/confirm'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    open(`?token=${DEMO_RECALL_TOKEN}`);
    expect(screen.getByText('Confirming your address…').getAttribute('role')).toBe('status');
    const said = await screen.findByText(
      'koekken@kantinenpaahavnen.dk is confirmed. It will receive an e-mail at once if a product you bought is recalled.',
    );
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(backLink().getAttribute('href')).toBe('/recall-addresses');
    expect(bodies).toEqual([{ Token: DEMO_RECALL_TOKEN }]);
    expect(db.data.reporting.recallEmailAddresses.find((a) => a.Token === DEMO_RECALL_TOKEN)!.IsConfirmed).toBe(true);
  });

  it('says a used link was confirmed already (400 with IsConfirmed), not that it is invalid', async () => {
    open(`?token=${USED_RECALL_TOKEN}`);
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
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(
      'This confirmation link is not valid. Open the link from the newest e-mail, or send the confirmation again from your list of addresses.',
    );
    expect(backLink()).toBeTruthy();
  });

  it('says a link without a token has no code, and calls nothing', async () => {
    let called = false;
    server.events.on('request:start', () => (called = true));
    open('');
    expect((await screen.findByRole('alert')).textContent).toContain('This address has no confirmation code.');
    expect(called).toBe(false);
  });

  it('offers to try again when the call fails, and then confirms', async () => {
    let fail = true;
    server.use(
      http.post('*/api/product-recall-email-address/confirm', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    open(`?token=${DEMO_RECALL_TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your address could not be confirmed just now.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/koekken@kantinenpaahavnen\.dk is confirmed\./)).toBeTruthy();
  });

  it('speaks Danish', async () => {
    open(`?token=${DEMO_RECALL_TOKEN}`, 'da');
    expect(await screen.findByText(/koekken@kantinenpaahavnen\.dk er bekræftet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se dine e-mailadresser til tilbagekaldelser' })).toBeTruthy();
  });
});
