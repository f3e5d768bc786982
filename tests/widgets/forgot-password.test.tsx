import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import forgotPassword from '../../widgets/forgot-password/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

function mount(address = '/forgot-password', language = 'en') {
  history.replaceState(null, '', address);
  return mountWidget(forgotPassword, { loginUrl: '/login' }, { language, isAuthenticated: false });
}

function forgotCalls() {
  const seen: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/auth/forgotpassword'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => seen.push(body));
  });
  return seen;
}

const email = () => screen.getByRole('textbox', { name: 'E-mail address' });
const send = () => screen.getByRole('button', { name: /Send link|Sending/ });

describe('forgot password (SPEC 4 Forms: pending, success or error; POST auth/forgotpassword)', () => {
  it('an empty or malformed address is flagged at the field and focused; nothing is sent', async () => {
    const calls = forgotCalls();
    mount();
    const user = userEvent.setup();
    await user.click(send());
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'mette');
    await user.click(send());
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('pending, then success: the form gives way to the message, focused; the ReturnUrl goes along', async () => {
    const calls = forgotCalls();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/auth/forgotpassword', async () => {
        await gate;
        return HttpResponse.json({ Model: { EmailSent: true } });
      }),
    );
    mount('/forgot-password?ReturnUrl=%2Forders');
    const user = userEvent.setup();
    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk ');
    await user.keyboard('{Enter}');
    expect(send().textContent).toBe('Sending…');
    await user.keyboard('{Enter}');
    release();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'If mette.jensen@kantinenpaahavnen.dk belongs to an account, an e-mail with a link to choose a new password is on its way.',
    );
    // Focus moves in an effect after the message renders (a passive effect: under load, a moment later).
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      `${location.origin}/login?ReturnUrl=%2Forders`,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ EmailAddress: 'mette.jensen@kantinenpaahavnen.dk', ReturnUrl: '/orders' }]);
  });

  it("error: a 400's Message in the form; a failure without one says what to do; the address stays", async () => {
    server.use(
      http.post('*/api/auth/forgotpassword', () => HttpResponse.json({ Message: 'Try again later' }, { status: 400 })),
    );
    mount();
    const user = userEvent.setup();
    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    server.use(http.post('*/api/auth/forgotpassword', () => HttpResponse.error()));
    await user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Could not send the link. Check your connection and try again.',
      ),
    );
    expect((email() as HTMLInputElement).value).toBe('mette.jensen@kantinenpaahavnen.dk');
  });

  it('"Use another address" brings the form back, focused on the field', async () => {
    mount();
    const user = userEvent.setup();
    await user.type(email(), 'a@b.dk');
    await user.click(send());
    await user.click(await screen.findByRole('button', { name: 'Use another address' }));
    await waitFor(() => expect(document.activeElement).toBe(email()));
  });

  it('speaks Danish', () => {
    mount('/forgot-password', 'da');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbage til log ind' })).toBeTruthy();
  });
});
