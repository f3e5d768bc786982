import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { WRONG_LOGIN_MESSAGE } from '../../fixtures/handlers/auth';
import { on } from '../../shared/events/bus';
import login from '../../widgets/login/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => server.events.removeAllListeners());

const ANONYMOUS = { language: 'en', isAuthenticated: false };

function mount(address = '/login', props: object = { startUrl: '/start' }, context: object = ANONYMOUS) {
  history.replaceState(null, '', address);
  return mountWidget(login, props, context);
}

/** The bodies of every auth/login request from now on, with the validation-group header. */
function loginCalls() {
  const seen: { body: Record<string, unknown>; group: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/api/auth/login')) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => seen.push({ body, group: request.headers.get('X-Validation-Group') }));
  });
  return seen;
}

const email = () => screen.getByRole('textbox', { name: 'E-mail address' });
const password = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /Log in|Logging in/ });

describe('login (SPEC 2, POST auth/login in validation group login)', () => {
  it('empty fields: inline messages, focus on the first invalid field, nothing sent', async () => {
    const calls = loginCalls();
    mount();
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());

    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk');
    await user.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(screen.queryByText('Enter your e-mail address.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a wrong password shows the server's Message in the form and keeps what was typed; no page change", async () => {
    mount();
    const user = userEvent.setup();
    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk');
    await user.type(password(), 'wrong-one');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_LOGIN_MESSAGE);
    expect((email() as HTMLInputElement).value).toBe('mette.jensen@kantinenpaahavnen.dk');
    expect((password() as HTMLInputElement).value).toBe('wrong-one');
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('sends the Login payload with the checked ReturnUrl and follows it', async () => {
    const calls = loginCalls();
    mount('/login?ReturnUrl=%2Fbasket%3Fid%3DB-1001');
    const user = userEvent.setup();
    await user.type(email(), ' mette.jensen@kantinenpaahavnen.dk ');
    await user.type(password(), 'demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submitButton());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/basket?id=B-1001`);
    expect(calls).toEqual([
      {
        body: {
          EmailAddress: 'mette.jensen@kantinenpaahavnen.dk',
          Password: 'demo1234',
          RememberMe: true,
          ReturnUrl: '/basket?id=B-1001',
        },
        group: 'login',
      },
    ]);
  });

  it('a ReturnUrl on another site is ignored: the start page instead, and none is sent', async () => {
    const calls = loginCalls();
    mount('/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    const user = userEvent.setup();
    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk');
    await user.type(password(), 'demo1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/start`), { timeout: 2000 });
    expect(calls[0]?.body.ReturnUrl).toBe('');
  });

  it('no double submit: a second Enter while the first is in flight sends nothing more', async () => {
    const calls = loginCalls();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/auth/login', async () => {
        await gate;
        return HttpResponse.json({ Model: { RedirectUrl: '/' } });
      }),
    );
    mount();
    const user = userEvent.setup();
    await user.type(email(), 'mette.jensen@kantinenpaahavnen.dk');
    await user.type(password(), 'demo1234');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Logging in…');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    release();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(1);
    expect(navigator.assign).toHaveBeenCalledTimes(1);
  });

  it('a failure without a Message says "could not log in", not the exception notice', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    const exceptions: unknown[] = [];
    const off = on('exception', (e) => exceptions.push(e));
    mount();
    const user = userEvent.setup();
    await user.type(email(), 'a@b.dk');
    await user.type(password(), 'x');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not log in. Check your connection and try again.',
    );
    off();
    expect(exceptions).toEqual([]);
  });

  it('the password toggle is a button with aria-pressed that shows and hides the password', async () => {
    mount();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(password().getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password().getAttribute('type')).toBe('text');
    await user.click(toggle);
    expect(password().getAttribute('type')).toBe('password');
  });

  it('has the autocomplete attributes password managers need, and a forgot-password link carrying ReturnUrl', () => {
    mount('/login?ReturnUrl=%2Forders', { forgotPasswordUrl: '/forgot-password' });
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      `${location.origin}/forgot-password?ReturnUrl=%2Forders`,
    );
  });

  it('speaks Danish', () => {
    mount('/login', {}, { ...ANONYMOUS, language: 'da' });
    expect(screen.getByRole('button', { name: 'Log ind' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis adgangskode' })).toBeTruthy();
  });
});
