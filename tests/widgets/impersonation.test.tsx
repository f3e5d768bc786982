import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { impersonationApi } from '../../shared/api/impersonation-api';
import { LOCATION_ID_KEY } from '../../shared/domain/impersonation/location-id';
import { TIMING } from '../../shared/lib/timing';
import impersonation from '../../widgets/impersonation/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const navigator = useFakeNavigator();

/** The impersonation calls the panel made, as "METHOD path?query" (cacheKey and the like left out). */
function impersonationCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/api/impersonation')) return;
    for (const key of ['cacheKey', 'isMobile', 'recall']) url.searchParams.delete(key);
    const query = url.searchParams.toString();
    seen.push(`${request.method} ${url.pathname.replace('/api/', '')}${query ? `?${query}` : ''}`);
  });
  return seen;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const toggle = () => screen.getByRole('button', { name: 'Act as a customer' });
const field = () => screen.getByLabelText('Name, number, city or e-mail');
const type = (value: string) => fireEvent.change(field(), { target: { value } });

function openPanel() {
  mountWidget(impersonation, {}, { language: 'en', isAuthenticated: true });
  fireEvent.click(toggle());
}

/** Types `term`, lets the 300 ms pass and waits for the results line. */
async function searchFor(term: string, results: RegExp) {
  type(term);
  expect(await screen.findByText(results, {}, { timeout: 3000 })).toBeTruthy();
}

describe('impersonation panel: open and close (SPEC 4: 300 ms close delay)', () => {
  it('the toggle opens the form with the focus in the search field and the hint on the 2 characters', () => {
    openPanel();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(screen.getByText('Type at least 2 characters, or * for everyone.')).toBeTruthy();
  });

  it(`Escape closes it: focus back on the toggle at once, the form gone ${TIMING.impersonationFormClose} ms later`, () => {
    expect(TIMING.impersonationFormClose).toBe(300);
    openPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const panel = document.querySelector('.wsh-impersonation__panel');
    expect(panel?.classList.contains('wsh-impersonation__panel--closing')).toBe(true);
    expect((panel as HTMLElement).inert).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(document.querySelector('.wsh-impersonation__panel')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('.wsh-impersonation__panel')).toBeNull();
  });

  it('opening again while it closes keeps the form, and the focus goes back into the field', () => {
    openPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(toggle());
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(toggle());
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector('.wsh-impersonation__panel--closing')).toBeNull();
    expect(document.activeElement).toBe(field());
  });
});

describe('impersonation search (SPEC 5: 2 characters or "*", 300 ms after the last keystroke)', () => {
  it('1 character asks nothing; 2 characters ask GET impersonation/findCustomers 300 ms after the last keystroke', async () => {
    const calls = impersonationCalls();
    const find = vi.spyOn(impersonationApi, 'findCustomers');
    openPanel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('k');
    act(() => vi.advanceTimersByTime(1000));
    expect(find).not.toHaveBeenCalled();
    type('ka');
    act(() => vi.advanceTimersByTime(299));
    expect(find).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0]![0]).toBe('ka');
    vi.useRealTimers();
    expect(await screen.findByText(/^2 results\./)).toBeTruthy();
    expect(calls).toEqual(['GET impersonation/findCustomers?term=ka']);
    expect(screen.getByRole('button', { name: /^Kantinen på Havnen ApS/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Hotel Strandkanten/ })).toBeTruthy();
  });

  it('"*" finds everyone; Enter searches at once', async () => {
    const find = vi.spyOn(impersonationApi, 'findCustomers');
    openPanel();
    type('*');
    fireEvent.submit(field().closest('form')!);
    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0]![0]).toBe('*');
    expect(
      await screen.findByText(`${db.data.people.customers.length} results. Use the arrow keys to move through them.`),
    ).toBeTruthy();
  });

  it('user mode asks GET impersonation with the remembered location id, and remembers the one the answer names', async () => {
    const calls = impersonationCalls();
    openPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Users' }));
    await searchFor('thomas', /^1 result\./);
    expect(calls).toEqual(['GET impersonation?term=thomas']);
    expect(localStorage.getItem(LOCATION_ID_KEY)).toBe('DK-8000');

    type('mette');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toBe('GET impersonation?term=mette&locationId=DK-8000');
    expect(await screen.findByRole('button', { name: 'Act as Mette Jensen' })).toBeTruthy();
  });

  it('a location id remembered on an earlier page is sent with the first search', async () => {
    localStorage.setItem(LOCATION_ID_KEY, 'DK-5000');
    const calls = impersonationCalls();
    openPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Users' }));
    await searchFor('thomas', /^1 result\./);
    expect(calls).toEqual(['GET impersonation?term=thomas&locationId=DK-5000']);
    expect(localStorage.getItem(LOCATION_ID_KEY)).toBe('DK-5000');
  });

  it('a slow answer for an older term never replaces the newer one', async () => {
    let releaseOld = () => {};
    server.use(
      http.get('*/api/impersonation/findCustomers', async ({ request }) => {
        if (new URL(request.url).searchParams.get('term') !== 'ka') return undefined;
        await new Promise<void>((resolve) => (releaseOld = resolve));
        return HttpResponse.json({ Model: [{ Id: 'OLD', Name: 'Stale answer for ka', City: '', IsPunchOut: false }] });
      }),
    );
    openPanel();
    type('ka');
    await waitFor(() => expect(screen.getByText('Searching…')).toBeTruthy());
    await searchFor('kantinen', /^1 result\./);
    releaseOld();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Stale answer for ka')).toBeNull();
    expect(screen.getByRole('button', { name: /^Kantinen på Havnen ApS/ })).toBeTruthy();
  });

  it('nothing found says so; a failed search says so, without the earlier results, with a retry that asks again', async () => {
    openPanel();
    await searchFor('zzz', /^Nothing found for “zzz”/);
    await searchFor('kantinen', /^1 result\./);
    server.use(http.get('*/api/impersonation/findCustomers', () => HttpResponse.json({}, { status: 500 })));
    type('havnen');
    expect(await screen.findByText('The search failed.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Kantinen på Havnen ApS/ })).toBeTruthy();
    expect(screen.queryByText('The search failed.')).toBeNull();
  });
});

describe('impersonation results: expand and move with the keyboard', () => {
  it('a customer expands to its users (GET impersonation/byCustomer); ArrowDown and ArrowUp move between rows', async () => {
    const calls = impersonationCalls();
    openPanel();
    await searchFor('kantinen', /^1 result\./);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const customer = screen.getByRole('button', { name: /^Kantinen på Havnen ApS/ });
    expect(document.activeElement).toBe(customer);
    fireEvent.click(customer);
    expect(customer.getAttribute('aria-expanded')).toBe('true');
    const mette = await screen.findByRole('button', { name: 'Act as Mette Jensen' });
    expect(calls).toContain('GET impersonation/byCustomer?customerId=512034');
    fireEvent.keyDown(customer, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(mette);
    fireEvent.keyDown(mette, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(customer);
    fireEvent.keyDown(customer, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field());
  });

  it('a punch-out user expands to at most 10 single sign-ons and says how many more there are (SPEC 9)', async () => {
    const calls = impersonationCalls();
    openPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Users' }));
    await searchFor('thomas', /^1 result\./);
    fireEvent.click(screen.getByRole('button', { name: /^Thomas Larsen/, expanded: false }));
    expect(await screen.findAllByRole('button', { name: /^Sign on / })).toHaveLength(10);
    expect(screen.getByText('The first 10 are shown; 2 more are not.')).toBeTruthy();
    expect(calls).toContain('GET impersonation/findPunchOutSingleSignOns?userId=U1008&customerId=512037');
  });
});

describe('impersonation begin (POST impersonation, validation group impersonation)', () => {
  function bodies(): unknown[] {
    const seen: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/impersonation')) {
        expect(request.headers.get('X-Validation-Group')).toBe('impersonation');
        seen.push(await request.clone().json());
      }
    });
    return seen;
  }

  async function expandKantinen() {
    openPanel();
    await searchFor('kantinen', /^1 result\./);
    fireEvent.click(screen.getByRole('button', { name: /^Kantinen på Havnen ApS/ }));
    return screen.findByRole('button', { name: 'Act as Jens Nielsen' });
  }

  it("acts as a user of the customer and follows the answer's Redirect on this site", async () => {
    const sent = bodies();
    fireEvent.click(await expandKantinen());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { EmailAddress: 'jens.nielsen@kantinenpaahavnen.dk', CustomerId: '512034', PunchOutSingleSignOnId: '' },
    ]);
    expect(navigator.assign).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${location.origin}/`)));
    expect(db.session.impersonatedBy).not.toBeNull();
    expect(screen.getByText('Starting…')).toBeTruthy();
  });

  it('"Act as customer" sends the customer without a user', async () => {
    const sent = bodies();
    await expandKantinen();
    fireEvent.click(screen.getByRole('button', { name: 'Act as customer Kantinen på Havnen ApS' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ EmailAddress: '', CustomerId: '512034', PunchOutSingleSignOnId: '' }]);
  });

  it('waits 500 ms before the Redirect when the answer ran a tracker script (SPEC 9)', async () => {
    server.use(
      http.post('*/api/impersonation', () =>
        HttpResponse.json({ Model: { Redirect: '/start' }, AnalyticsTrackerScript: 'window.__tracked = true;' }),
      ),
    );
    const button = await expandKantinen();
    const begin = vi.spyOn(impersonationApi, 'begin');
    // Only the timeouts: the redirect's. The test awaits the call itself rather than polling a faked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await act(async () => void (await begin.mock.results[0]!.value));
    expect(navigator.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TIMING.redirectDelayWithTracker - 1));
    expect(navigator.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/start`);
  });

  it('a single sign-on posts the HtmlForm built fresh in code, its fields verbatim', async () => {
    const sent = bodies();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      this.dataset.submitted = 'yes';
    });
    openPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Users' }));
    await searchFor('thomas', /^1 result\./);
    fireEvent.click(screen.getByRole('button', { name: /^Thomas Larsen/, expanded: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign on Skolemad – Aarhus Nord, Thomas Larsen' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { EmailAddress: 'thomas.larsen@aarhus.dk', CustomerId: '512037', PunchOutSingleSignOnId: 'SSO-7781' },
    ]);
    const form = document.querySelector<HTMLFormElement>('form[data-submitted="yes"]')!;
    expect(form.getAttribute('action')).toBe(`${location.origin}/punch-out-receiver.html`);
    expect(form.method).toBe('post');
    expect(form.querySelector('button')).toBeNull();
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));
    expect(fields.PunchOutSingleSignOnId).toBe('SSO-7781');
    expect(fields['cxml-urlencoded']).toContain('<Extrinsic name="UserEmail">thomas.larsen@aarhus.dk</Extrinsic>');
    expect(navigator.assign).not.toHaveBeenCalled();
    submit.mockRestore();
  });

  it(`a refused begin shows the server's Message, hidden after ${TIMING.impersonationErrorHide} ms (SPEC 4, 9: 7.5 s)`, async () => {
    expect(TIMING.impersonationErrorHide).toBe(7500);
    server.use(
      http.post('*/api/impersonation', () => HttpResponse.json({ Message: 'This user is locked.' }, { status: 400 })),
    );
    const act$ = await expandKantinen();
    const begin = vi.spyOn(impersonationApi, 'begin');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(act$);
    await act(async () => void (await begin.mock.results[0]!.value.catch(() => undefined)));
    await act(async () => {}); // the effect that starts the 7.5 s
    const alert = screen.getByText('This user is locked.');
    expect(alert.getAttribute('role')).toBe('alert');
    act(() => vi.advanceTimersByTime(7499));
    expect(alert.textContent).toBe('This user is locked.');
    act(() => vi.advanceTimersByTime(1));
    expect(alert.textContent).toBe('');
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(act$.getAttribute('aria-disabled')).toBeNull();
  });

  it('a failure without a Message asks to try again; a Redirect to another site is not followed and says so', async () => {
    server.use(http.post('*/api/impersonation', () => HttpResponse.json({}, { status: 500 })));
    const button = await expandKantinen();
    fireEvent.click(button);
    expect(await screen.findByText('Could not start acting for them. Try again.')).toBeTruthy();

    server.use(
      http.post('*/api/impersonation', () => HttpResponse.json({ Model: { Redirect: 'https://evil.example/' } })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Acting for them began, but the server tried to send the page to an address the shop does not trust, so you stay here. Reload the page.',
      ),
    ).toBeTruthy();
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('refused to redirect to "https://evil.example/"'));
  });

  it('a 403 says the sales person is not allowed, and logs nobody out (issue #32, 5)', async () => {
    server.use(http.post('*/api/impersonation', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
    fireEvent.click(await expandKantinen());
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
    expect(screen.queryByText(/session has expired/)).toBeNull();
    expect(navigator.assign).not.toHaveBeenCalled();
  });
});
