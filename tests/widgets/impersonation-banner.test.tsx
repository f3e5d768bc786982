import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impersonationApi } from '../../shared/api/impersonation-api';
import { TIMING } from '../../shared/lib/timing';
import banner from '../../widgets/impersonation-banner/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

function userCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/user' || path === '/api/impersonation') seen.push(`${request.method} ${path}`);
  });
  return seen;
}

/** A staff member acting for Jens Nielsen of Kantinen på Havnen ApS (what POST impersonation leaves in the mock). */
function actingForJens() {
  Object.assign(db.session, { customerId: '512034', userId: 'U1002', impersonatedBy: 'S9001' });
}

const mount = (context: object = { language: 'en', isAuthenticated: true }) => mountWidget(banner, {}, context);
const endButton = () => screen.findByRole('button', { name: 'End' });

describe('impersonation banner (SPEC 4: while impersonating, whom, and end)', () => {
  it('asks nothing for an anonymous visitor', async () => {
    const calls = userCalls();
    actingForJens();
    const { el } = mount({ language: 'en', isAuthenticated: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(el.textContent).toBe('');
  });

  it('shows nothing for a user nobody acts for (GET user: IsImpersonated false)', async () => {
    const calls = userCalls();
    const { el } = mount();
    await waitFor(() => expect(calls).toEqual(['GET /api/user']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.textContent).toBe('');
  });

  it('says whom the staff member acts for; End sends DELETE impersonation and follows its Redirect', async () => {
    const calls = userCalls();
    actingForJens();
    mount();
    expect(await screen.findByText('You are acting for Jens Nielsen at Kantinen på Havnen ApS')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Acting for a customer' })).toBeTruthy();
    fireEvent.click(await endButton());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/`));
    expect(calls).toEqual(['GET /api/user', 'DELETE /api/impersonation']);
    expect(db.session.impersonatedBy).toBeNull();
    expect(screen.getByRole('button', { name: 'Ending…' }).getAttribute('aria-disabled')).toBe('true');
  });

  it(`a failed end says so and hides ${TIMING.impersonationErrorHide} ms later; the banner stays`, async () => {
    actingForJens();
    server.use(http.delete('*/api/impersonation', () => HttpResponse.json({}, { status: 500 })));
    mount();
    const button = await endButton();
    const end = vi.spyOn(impersonationApi, 'end');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await act(async () => void (await end.mock.results[0]!.value.catch(() => undefined)));
    await act(async () => {});
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not end acting for them. Try again.');
    act(() => vi.advanceTimersByTime(TIMING.impersonationErrorHide - 1));
    expect(alert.textContent).toBe('Could not end acting for them. Try again.');
    act(() => vi.advanceTimersByTime(1));
    expect(alert.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'End' })).toBeTruthy();
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('in Danish', async () => {
    actingForJens();
    mount({ language: 'da', isAuthenticated: true });
    expect(await screen.findByText('Du agerer for Jens Nielsen hos Kantinen på Havnen ApS')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afslut' })).toBeTruthy();
  });
});
