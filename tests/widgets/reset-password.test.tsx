import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_EXPIRED_RESET_TOKEN,
  DEMO_RESET_TOKEN,
  EXPIRED_TOKEN_MESSAGE,
  WRONG_LOGIN_MESSAGE,
} from '../../fixtures/handlers/auth';
import resetPassword from '../../widgets/reset-password/index';
import { call, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

function mount(address: string, language = 'en') {
  history.replaceState(null, '', address);
  return mountWidget(
    resetPassword,
    { forgotPasswordUrl: '/forgot-password', loginUrl: '/login' },
    { language, isAuthenticated: false },
  );
}

function updateCalls() {
  const seen: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/auth/updatepassword'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => seen.push(body));
  });
  return seen;
}

const newPassword = () => screen.getByLabelText('New password');
const retype = () => screen.getByLabelText('Repeat the new password');
const save = () => screen.getByRole('button', { name: /Save the new password|Saving/ });

describe('reset password (SPEC 2, 4 and 5: token checked on load, both fields required and equal)', () => {
  it('checks the token on load (loading state) in a POST body, then shows the form', async () => {
    const seen: { method: string; query: string; body: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('/api/auth/resetpassword')) return;
      const { method, url } = request;
      void request
        .clone()
        .json()
        .then((body: unknown) => seen.push({ method, query: new URL(url).search, body }));
    });
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}`);
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.query).not.toContain('token');
    expect(seen[0]!.body).toEqual({ Token: DEMO_RESET_TOKEN });
  });

  it('takes the token out of the address as the page opens, keeping the ReturnUrl (issue #32)', async () => {
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}&ReturnUrl=%2Fbasket#form`);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/reset-password?ReturnUrl=%2Fbasket#form');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('an expired token says so with a link to ask again, and no form', async () => {
    mount(`/reset-password?token=${DEMO_EXPIRED_RESET_TOKEN}&ReturnUrl=%2Fbasket`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has expired or is not valid.');
    expect(alert.textContent).toContain(EXPIRED_TOKEN_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      `${location.origin}/forgot-password?ReturnUrl=%2Fbasket`,
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('no token: the same, without asking the server', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    mount('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain('This address has no link code.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('a failed check (500) offers a retry that checks again', async () => {
    server.use(http.post('*/api/auth/resetpassword', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('both fields required and equal, inline; nothing sent until they are', async () => {
    const calls = updateCalls();
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}`);
    await screen.findByLabelText('New password');
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText('Enter a new password.')).toBeTruthy();
    expect(screen.getByText('Enter the new password once more.')).toBeTruthy();
    expect(document.activeElement).toBe(newPassword());
    await user.type(newPassword(), 'Sommer2026!');
    await user.type(retype(), 'Sommer2025!');
    await user.click(save());
    expect(await screen.findByText('The two passwords are not the same. Type the new password again.')).toBeTruthy();
    expect(document.activeElement).toBe(retype());
    expect(calls).toEqual([]);
  });

  it("sends Token, both passwords and ReturnUrl; a 400's Message shows in the form", async () => {
    const calls = updateCalls();
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}&ReturnUrl=%2Fbasket`);
    await screen.findByLabelText('New password');
    const user = userEvent.setup();
    await user.type(newPassword(), 'short');
    await user.type(retype(), 'short');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('The password must have at least 8 characters');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      Token: DEMO_RESET_TOKEN,
      NewPassword: 'short',
      RetypeNewPassword: 'short',
      ReturnUrl: '/basket',
    });
  });

  it('success says so, focused, links to the login with the ReturnUrl; the new password logs in', async () => {
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}&ReturnUrl=%2Fbasket`);
    await screen.findByLabelText('New password');
    const user = userEvent.setup();
    await user.type(newPassword(), 'Sommer2026!');
    await user.type(retype(), 'Sommer2026!');
    await user.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Your new password is saved. Log in with it now.');
    expect(document.activeElement).toBe(status);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `${location.origin}/login?ReturnUrl=%2Fbasket`,
    );
    const login = (Password: string) =>
      call('auth/login', {
        method: 'POST',
        body: { EmailAddress: 'mette.jensen@kantinenpaahavnen.dk', Password, RememberMe: false, ReturnUrl: '' },
      });
    expect((await login('Sommer2026!')).status).toBe(200);
    const old = await login('demo1234');
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ Message: WRONG_LOGIN_MESSAGE });
  });

  it('each password field has its own show/hide toggle with aria-pressed', async () => {
    mount(`/reset-password?token=${DEMO_RESET_TOKEN}`);
    await screen.findByLabelText('New password');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(retype().getAttribute('type')).toBe('text');
    expect(newPassword().getAttribute('type')).toBe('password');
    expect(newPassword().getAttribute('autocomplete')).toBe('new-password');
  });

  it('speaks Danish', async () => {
    mount(`/reset-password?token=${DEMO_EXPIRED_RESET_TOKEN}`, 'da');
    expect((await screen.findByRole('alert')).textContent).toContain('Linket er udløbet eller ugyldigt.');
    expect(screen.getByRole('link', { name: 'Bed om et nyt link' })).toBeTruthy();
  });
});
