import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../shared/lib/timing';
import { emit } from '../../shared/events/bus';
import exceptionOverlay from '../../widgets/exception-overlay/index';
import { mountWidget } from './render-widget';

const fail = (status: number) => act(() => emit('exception', { status, method: 'GET', path: 'user', message: 'x' }));

describe('exception overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice with the status code for 3 s', () => {
    expect(TIMING.exceptionNotice).toBe(3000);
    mountWidget(exceptionOverlay);
    expect(screen.getByRole('alert').textContent).toBe('');
    fail(500);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong (error 500). Please try again.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert').textContent).toContain('500');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows a failure announced before it mounted (it loads after the first content), for 3 s', () => {
    fail(502);
    act(() => emit('sessionExpired', { status: 401, method: 'GET', path: 'checkout/basket' }));
    mountWidget(exceptionOverlay);
    expect(screen.getByRole('alert').textContent).toContain('error 502');
    expect(screen.getByRole('alert').textContent).toContain('Your session has expired.');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert').textContent).not.toContain('error 502');
  });

  it('restarts the 3 s for a newer failure and shows its code', () => {
    mountWidget(exceptionOverlay);
    fail(500);
    act(() => vi.advanceTimersByTime(2000));
    fail(503);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toContain('error 503');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says the shop could not be reached when no answer arrived, in Danish on a Danish page', () => {
    mountWidget(exceptionOverlay, {}, { language: 'da' });
    fail(0);
    expect(screen.getByRole('alert').textContent).toContain('Webshoppen kunne ikke nås.');
  });

  it('a 403 says the action is not allowed, in English and Danish, and never asks to log in (issue #32)', () => {
    mountWidget(exceptionOverlay, {}, { loginUrl: '/login', language: 'en' });
    fail(403);
    expect(screen.getByRole('alert').textContent).toContain('You are not allowed to do this.');
    expect(screen.getByRole('alert').textContent).not.toContain('403');
    expect(screen.getByRole('alert').textContent).not.toContain('session');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('a 403 in Danish', () => {
    mountWidget(exceptionOverlay, {}, { language: 'da' });
    fail(403);
    expect(screen.getByRole('alert').textContent).toContain('Du har ikke tilladelse til at gøre dette.');
  });

  it('can be closed before the 3 s', async () => {
    vi.useRealTimers();
    mountWidget(exceptionOverlay);
    fail(500);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('an expired session shows a lasting notice with a login link back to this page', () => {
    mountWidget(exceptionOverlay, {}, { loginUrl: '/login', language: 'en' });
    act(() => emit('sessionExpired', { status: 401, method: 'PUT', path: 'checkout/basket' }));
    act(() => vi.advanceTimersByTime(60_000));
    const link = screen.getByRole('link', { name: 'Log in' }) as HTMLAnchorElement;
    expect(new URL(link.href).pathname).toBe('/login');
    expect(new URL(link.href).searchParams.get('ReturnUrl')).toBe(location.pathname + location.search);
    expect(screen.getByRole('alert').textContent).toContain('Your session has expired.');
  });

  it('refuses a login page on another origin (no link, the notice says to reload)', () => {
    mountWidget(exceptionOverlay, {}, { loginUrl: 'https://evil.example/login', language: 'en' });
    act(() => emit('sessionExpired', { status: 401, method: 'GET', path: 'user' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Your session has expired. Log in again');
  });
});
