import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDay } from '../../shared/domain/orders/tracking';
import { previousMonth } from '../../shared/domain/reporting/report-period';
import statistics from '../../widgets/statistics/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const SEEDED = ['mette.jensen@kantinenpaahavnen.dk', 'oekonomi@kantinenpaahavnen.dk'];

function mount(context: object = {}) {
  history.replaceState(null, '', '/statistics');
  return mountWidget(
    statistics,
    {},
    {
      area: 'Statistics',
      areaBasePath: '/statistics',
      pageType: 'StatisticsPage',
      isAuthenticated: true,
      language: 'en',
      ...context,
    },
  );
}

/** Every reporting call the mock receives from now on, with its query and body. */
function calls(): { method: string; path: string; query: string; body: string }[] {
  const seen: { method: string; path: string; query: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/', '');
    if (!path.startsWith('reporting')) return;
    const entry = { method: request.method, path, query: url.searchParams.get('EmailAddress') ?? '', body: '' };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => (entry.body = text));
  });
  return seen;
}

const subscribersPart = () => screen.getByRole('region', { name: 'Subscribers' });
const list = () => within(subscribersPart()).findByRole('list', { name: 'Subscribers of the organic-share report' });
const shownAddresses = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.wsh-statistics__address')!.textContent);
const addField = () => within(subscribersPart()).getByRole('textbox', { name: 'Add subscribers' });
const addButton = () => within(subscribersPart()).getByRole('button', { name: 'Add' });
const storedAddresses = () =>
  db.data.reporting.organicShareSubscribers.filter((s) => s.CustomerId === '512034').map((s) => s.EmailAddress);

describe('statistics: subscribers (SPEC 2, 5, 7 reporting/organicshare/subscribers)', () => {
  it('shows Loading, then the subscribers; the add form waits for the list', async () => {
    mount();
    expect(within(subscribersPart()).getByText('Loading the subscribers…').getAttribute('role')).toBe('status');
    expect(within(subscribersPart()).queryByRole('textbox')).toBeNull();
    expect(await shownAddresses()).toEqual(SEEDED);
    expect(addField()).toBeTruthy();
  });

  it('adds several addresses at once, one POST each with EmailAddress, and the list follows at once', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(addField(), 'kok@kantinen.dk, Chef@Kantinen.dk , kok@kantinen.dk');
    await user.click(addButton());
    await waitFor(async () =>
      expect(await shownAddresses()).toEqual([...SEEDED, 'kok@kantinen.dk', 'Chef@Kantinen.dk']),
    );
    const posts = seen.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.query)).toEqual(['kok@kantinen.dk', 'Chef@Kantinen.dk']); // the repeat is sent once
    expect(JSON.parse(posts[0]!.body)).toEqual({ EmailAddress: 'kok@kantinen.dk' });
    expect(storedAddresses()).toEqual([...SEEDED, 'kok@kantinen.dk', 'Chef@Kantinen.dk']);
    expect((addField() as HTMLInputElement).value).toBe('');
    expect(
      within(subscribersPart()).getByText('kok@kantinen.dk, Chef@Kantinen.dk now receive the report.'),
    ).toBeTruthy();
  });

  it('sends nothing while an entry is not an address or subscribes already, and names them in the field', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(addField(), 'ny@kantinen.dk, kantinen');
    await user.click(addButton());
    expect(addField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(addField());
    expect(subscribersPart().textContent).toContain('kantinen is not a valid e-mail address.');

    await user.clear(addField());
    await user.type(addField(), 'Oekonomi@KantinenPaaHavnen.dk, ny@kantinen.dk');
    await user.click(addButton());
    expect(subscribersPart().textContent).toContain('Oekonomi@KantinenPaaHavnen.dk is a subscriber already.');

    await user.clear(addField());
    await user.click(addButton());
    expect(subscribersPart().textContent).toContain('Fill in this field.');
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);
    expect(storedAddresses()).toEqual(SEEDED);
  });

  it('takes at most 50 at a time (named with the count, nothing sent), and says the progress of several (issue #32)', async () => {
    const seen = calls();
    mount();
    await list();
    const many = Array.from({ length: 51 }, (_, i) => `kok${i}@kantinen.dk`).join(', ');
    fireEvent.change(addField(), { target: { value: many } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(subscribersPart().textContent).toContain(
        'That is 51 addresses; at most 50 can be added at a time. Nothing was added: split the list.',
      ),
    );
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);

    let release!: () => void;
    let waiting = 0;
    server.use(
      http.post('*/api/reporting/organicshare/subscribers', async () => {
        waiting++;
        await new Promise<void>((resolve) => (release = resolve));
        return undefined; // on to the mock
      }),
    );
    fireEvent.change(addField(), { target: { value: 'a@kantinen.dk, b@kantinen.dk' } });
    fireEvent.click(addButton());
    const status = () =>
      within(subscribersPart())
        .getAllByRole('status')
        .map((e) => e.textContent)
        .join(' ');
    for (const n of [1, 2]) {
      await waitFor(() => expect(waiting).toBe(n));
      expect(status()).toContain(`Adding ${n} of 2…`);
      release();
    }
    await waitFor(() => expect(storedAddresses()).toEqual([...SEEDED, 'a@kantinen.dk', 'b@kantinen.dk']));
    await waitFor(() => expect(status()).not.toContain('Adding'));
  });

  it("shows the server's 400 Message in the form and keeps the refused address and the rest in the field", async () => {
    server.use(
      http.post('*/api/reporting/organicshare/subscribers', ({ request }) =>
        new URL(request.url).searchParams.get('EmailAddress') === 'spam@kantinen.dk'
          ? HttpResponse.json({ Message: 'This address cannot receive reports' }, { status: 400 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(addField(), 'a@kantinen.dk, spam@kantinen.dk, b@kantinen.dk');
    await user.click(addButton());
    const alert = await within(subscribersPart()).findByText('This address cannot receive reports');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(await shownAddresses()).toEqual([...SEEDED, 'a@kantinen.dk']);
    expect((addField() as HTMLInputElement).value).toBe('spam@kantinen.dk, b@kantinen.dk');
  });

  it('removes a subscriber after confirming, the list follows, and focus goes to the next remove button', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await list();
    const first = within(subscribersPart()).getByRole('button', { name: `Remove ${SEEDED[0]}` });
    await user.click(first);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this subscriber?' });
    expect(dialog.textContent).toContain(`${SEEDED[0]} will no longer receive the organic-share report.`);
    // Cancel first and focused: Enter on a dialog opened by mistake removes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await shownAddresses()).toEqual([SEEDED[1]]));
    const deletes = seen.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.query)).toEqual([SEEDED[0]]);
    expect(storedAddresses()).toEqual([SEEDED[1]]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(subscribersPart()).getByRole('button', { name: `Remove ${SEEDED[1]}` }),
      ),
    );
    expect(subscribersPart().textContent).toContain(`${SEEDED[0]} no longer receives the report.`);
  });

  it('after the last subscriber goes, says none and puts focus in the add field', async () => {
    db.data.reporting.organicShareSubscribers = db.data.reporting.organicShareSubscribers.filter(
      (s) => s.EmailAddress === SEEDED[0] || s.CustomerId !== '512034',
    );
    const user = userEvent.setup();
    mount();
    await list();
    await user.click(within(subscribersPart()).getByRole('button', { name: `Remove ${SEEDED[0]}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(subscribersPart()).findByText('No one subscribes to the report yet.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(addField()));
  });

  it('shows a failed load as an error with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/reporting/organicshare/subscribers', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    mount();
    const alert = await within(subscribersPart()).findByRole('alert');
    expect(alert.textContent).toContain('The subscribers could not be loaded. Check your connection and try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shownAddresses()).toEqual(SEEDED);
  });
});

describe('statistics: the organic-share e-mail report (POST reporting/organicshare/report/email)', () => {
  const reportPart = () => screen.getByRole('region', { name: 'E-mail the organic-share report' });
  const sendButton = () => within(reportPart()).getByRole('button', { name: 'Send the report' });

  it('starts with last month, sends {fromDate, toDate} once however often it is clicked, and says it is on its way', async () => {
    const seen = calls();
    mount();
    const period = previousMonth(isoDay(new Date()));
    expect((within(reportPart()).getByLabelText('From') as HTMLInputElement).value).toBe(period.first);
    expect((within(reportPart()).getByLabelText('To') as HTMLInputElement).value).toBe(period.second);
    const button = sendButton();
    fireEvent.click(button);
    fireEvent.click(button); // a second click while the first is in flight does nothing
    expect(button.textContent).toBe('Sending…');
    const status = await within(reportPart()).findByText(/is on its way to/);
    const [y1, m1, d1] = period.first.split('-');
    const [y2, m2, d2] = period.second.split('-');
    const user1 = db.data.people.users.find((u) => u.Id === db.session.userId);
    expect(status.textContent).toBe(
      `The report for ${d1}.${m1}.${y1}–${d2}.${m2}.${y2} is on its way to ${user1!.EmailAddress}.`,
    );
    const posts = seen.filter((c) => c.path === 'reporting/organicshare/report/email');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(posts[0]!.body)).toEqual({ fromDate: period.first, toDate: period.second }));
  });

  it('sends nothing for a period with a date missing or ending before it starts', async () => {
    const seen = calls();
    mount();
    const from = within(reportPart()).getByLabelText('From');
    const to = within(reportPart()).getByLabelText('To');
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.click(sendButton());
    expect(reportPart().textContent).toContain('Choose both dates of the period.');
    fireEvent.change(from, { target: { value: '2025-03-10' } });
    fireEvent.change(to, { target: { value: '2025-03-09' } });
    expect(reportPart().textContent).toContain('To cannot be before From.');
    fireEvent.click(sendButton());
    expect(seen.filter((c) => c.path.endsWith('report/email'))).toEqual([]);
  });

  it('says what to do when sending fails, and shows a 400 Message in the form', async () => {
    let answer = 500;
    server.use(
      http.post('*/api/reporting/organicshare/report/email', () =>
        HttpResponse.json({ Message: 'No purchases in the period' }, { status: answer }),
      ),
    );
    mount();
    fireEvent.click(sendButton());
    const failed = await within(reportPart()).findByText(
      'The report could not be sent. Check your connection and try again.',
    );
    expect(failed.getAttribute('role')).toBe('alert');
    answer = 400;
    fireEvent.click(sendButton());
    await within(reportPart()).findByText('No purchases in the period');
    expect(reportPart().textContent).not.toContain('on its way');
  });
});

describe('statistics: anonymous visitors', () => {
  it('get a log-in sentence and no request', async () => {
    const seen = calls();
    mount({ isAuthenticated: false });
    expect(screen.getByText('Log in to see your statistics.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
  });
});
