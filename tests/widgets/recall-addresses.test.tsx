import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import recallAddresses from '../../widgets/recall-addresses/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const PERMANENT = 'indkoeb@kantinenpaahavnen.dk';
const WAITING = 'koekken@kantinenpaahavnen.dk';

const mount = (context: object = {}) =>
  mountWidget(recallAddresses, {}, { isAuthenticated: true, language: 'en', currentCustomerId: '512034', ...context });

/** Every recall call the mock receives from now on: method, path, query, validation group and body. */
function calls() {
  const seen: { method: string; path: string; query: string; group: string | null; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/', '');
    if (!path.startsWith('product-recall-email-address')) return;
    const entry = {
      method: request.method,
      path,
      query: url.searchParams.get('emailAddress') ?? '',
      group: request.headers.get('X-Validation-Group'),
      body: '',
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => (entry.body = text));
  });
  return seen;
}

const part = () => screen.getByRole('region', { name: 'Product recall e-mail addresses' });
const list = () => within(part()).findByRole('list', { name: 'Addresses that receive product recalls' });
const rows = async () => within(await list()).getAllByRole('listitem');
const shown = async () => (await rows()).map((li) => li.querySelector('.wsh-recall-addresses__address')!.textContent);
const rowOf = async (email: string) => (await rows()).find((li) => li.textContent?.includes(email))!;
const field = () => within(part()).getByRole('textbox', { name: 'Add addresses' });
const addButton = () => within(part()).getByRole('button', { name: 'Add' });
const stored = () =>
  db.data.reporting.recallEmailAddresses.filter((a) => a.CustomerId === '512034').map((a) => a.EmailAddress);

describe('recall addresses: the list (SPEC 2, 3, 6, 7 GET product-recall-email-address/{customerId})', () => {
  it('shows Loading, then each address with its state; a permanent one has no delete, and says why', async () => {
    const seen = calls();
    mount();
    expect(within(part()).getByText('Loading the addresses…').getAttribute('role')).toBe('status');
    expect(await shown()).toEqual([PERMANENT, WAITING]);
    expect(seen[0]).toMatchObject({ method: 'GET', path: 'product-recall-email-address/512034' });

    const permanent = await rowOf(PERMANENT);
    expect(permanent.textContent).toContain('Confirmed');
    expect(permanent.textContent).toContain('Permanent');
    expect(permanent.textContent).toContain('The address on your customer agreement.'); // the server's Message
    expect(within(permanent).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(permanent).queryByRole('button', { name: /Send the confirmation again/ })).toBeNull();

    const waiting = await rowOf(WAITING);
    expect(waiting.textContent).toContain('Waiting for confirmation');
    expect(within(waiting).getByRole('button', { name: `Delete ${WAITING}` })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: `Send the confirmation again ${WAITING}` })).toBeTruthy();
  });

  it('gives the permanent reason of its own when the server sends no Message', async () => {
    db.data.reporting.recallEmailAddresses[0]!.Message = undefined;
    mount();
    expect((await rowOf(PERMANENT)).textContent).toContain(
      'This address is on your customer agreement and cannot be deleted here.',
    );
  });

  it('asks the server for the customer when the page context names none', async () => {
    const seen = calls();
    mount({ currentCustomerId: '' });
    expect(await shown()).toEqual([PERMANENT, WAITING]);
    expect(seen[0]!.path).toBe('product-recall-email-address/512034');
  });

  it('says none when the customer has no address, with the add form', async () => {
    mountWidget(recallAddresses, {}, { isAuthenticated: true, language: 'en', currentCustomerId: '512035' });
    expect(await within(part()).findByText('No address receives product recalls yet. Add one below.')).toBeTruthy();
    expect(field()).toBeTruthy();
  });

  it('shows a failed load as an error with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/product-recall-email-address/:customerId', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    mount();
    const alert = await within(part()).findByRole('alert');
    expect(alert.textContent).toContain('The addresses could not be loaded. Check your connection and try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shown()).toEqual([PERMANENT, WAITING]);
  });

  it('asks a visitor to log in, and calls nothing', async () => {
    const seen = calls();
    mountWidget(recallAddresses, {}, { isAuthenticated: false, language: 'en' });
    expect(screen.getByText('Log in to see the addresses that receive product recalls.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({ language: 'da' });
    const danish = await screen.findByRole('list', { name: 'Adresser, der modtager tilbagekaldelser' });
    expect(danish.textContent).toContain('Venter på bekræftelse');
    expect(screen.getByRole('region', { name: 'E-mailadresser til tilbagekaldelser' })).toBeTruthy();
  });
});

describe('recall addresses: adding several at once (SPEC 5 multiple e-mail field, POST with validation group)', () => {
  it('names the one bad entry of three and sends nothing; fixed, it adds all three, one POST each', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(field(), 'kok@kantinen.dk; chef(at)kantinen.dk{Enter}vagt@kantinen.dk');
    await user.click(addButton());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(part().textContent).toContain(
      'chef(at)kantinen.dk is not a valid e-mail address. Nothing was added: correct it and add again.',
    );
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);
    expect(stored()).toEqual([PERMANENT, WAITING]);

    await user.clear(field());
    await user.type(field(), ' kok@kantinen.dk; chef@kantinen.dk{Enter}vagt@kantinen.dk ');
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]); // Enter is a new line in the text area
    await user.tab();
    expect(document.activeElement).toBe(addButton());
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await shown()).toEqual([PERMANENT, WAITING, 'kok@kantinen.dk', 'chef@kantinen.dk', 'vagt@kantinen.dk']),
    );
    const posts = seen.filter((c) => c.method === 'POST');
    expect(posts.map((c) => JSON.parse(c.body))).toEqual([
      { EmailAddress: 'kok@kantinen.dk', CustomerId: '512034' },
      { EmailAddress: 'chef@kantinen.dk', CustomerId: '512034' },
      { EmailAddress: 'vagt@kantinen.dk', CustomerId: '512034' },
    ]);
    expect(posts.every((c) => c.group === 'product-recall-email-address')).toBe(true);
    expect((await rowOf('vagt@kantinen.dk')).textContent).toContain('Waiting for confirmation');
    expect((field() as HTMLTextAreaElement).value).toBe('');
    expect(
      within(part()).getByText(
        'We have e-mailed a confirmation link to each of kok@kantinen.dk, chef@kantinen.dk, vagt@kantinen.dk.',
      ),
    ).toBeTruthy();
  });

  it('says the progress while several go one after another ("Adding 2 of 3…"), then the result (issue #32)', async () => {
    let release!: () => void;
    let waiting = 0;
    server.use(
      http.post('*/api/product-recall-email-address', async () => {
        waiting++;
        await new Promise<void>((resolve) => (release = resolve));
        return undefined; // on to the mock
      }),
    );
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(field(), 'kok@kantinen.dk, chef@kantinen.dk, vagt@kantinen.dk');
    await user.click(addButton());
    const status = () =>
      within(part())
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' ');
    for (const n of [1, 2, 3]) {
      await waitFor(() => expect(waiting).toBe(n));
      expect(status()).toContain(`Adding ${n} of 3…`);
      release();
    }
    await waitFor(() => expect(status()).not.toContain('Adding'));
    expect(part().textContent).toContain('We have e-mailed a confirmation link to each of kok@kantinen.dk');
  });

  it('takes at most 50 addresses at a time: more are named with their count, and nothing is sent (issue #32)', async () => {
    const seen = calls();
    mount();
    await list();
    const many = Array.from({ length: 51 }, (_, i) => `kok${i}@kantinen.dk`).join('\n');
    fireEvent.change(field(), { target: { value: many } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(part().textContent).toContain(
        'That is 51 addresses; at most 50 can be added at a time. Nothing was added: split the list.',
      ),
    );
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);
    expect((field() as HTMLTextAreaElement).value).toBe(many);
  });

  it('allows the empty field but adds nobody: it asks for an address, and an address on the list is named', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await list();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.click(addButton());
    expect(part().textContent).toContain('Type at least one e-mail address.');
    await user.type(field(), `ny@kantinen.dk, ${WAITING.toUpperCase()}`);
    await user.click(addButton());
    expect(part().textContent).toContain(`${WAITING.toUpperCase()} is on the list already. Nothing was added.`);
    expect(seen.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's 400 Message in the form naming the address; the refused one and the rest stay", async () => {
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(field(), 'a@kantinen.dk, b@example.com, c@kantinen.dk');
    await user.click(addButton());
    const alert = await within(part()).findByText(
      'b@example.com was not added: We cannot send e-mails to example.com addresses',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(await shown()).toEqual([PERMANENT, WAITING, 'a@kantinen.dk']);
    expect((field() as HTMLTextAreaElement).value).toBe('b@example.com, c@kantinen.dk');
  });

  it('says an address could not be added when the server does not answer, naming it', async () => {
    server.use(http.post('*/api/product-recall-email-address', () => HttpResponse.error()));
    const user = userEvent.setup();
    mount();
    await list();
    await user.type(field(), 'a@kantinen.dk');
    await user.click(addButton());
    expect(
      await within(part()).findByText('a@kantinen.dk could not be added. Check your connection and try again.'),
    ).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('a@kantinen.dk');
  });
});

describe('recall addresses: resend and delete', () => {
  it('sends the confirmation again and says it was sent, in the row', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    const row = await rowOf(WAITING);
    await user.click(within(row).getByRole('button', { name: `Send the confirmation again ${WAITING}` }));
    expect(await within(row).findByText(`Sent: look for the e-mail at ${WAITING}.`)).toBeTruthy();
    const resend = seen.find((c) => c.path === 'product-recall-email-address/resend')!;
    expect([resend.method, JSON.parse(resend.body)]).toEqual(['POST', { EmailAddress: WAITING, CustomerId: '512034' }]);
  });

  it('deletes after confirming (DELETE with emailAddress and CustomerId); focus goes to the add field', async () => {
    const seen = calls();
    const user = userEvent.setup();
    mount();
    await user.click(within(await rowOf(WAITING)).getByRole('button', { name: `Delete ${WAITING}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog.textContent).toContain(`${WAITING} will no longer receive product recalls.`);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await shown()).toEqual([PERMANENT]));
    const del = seen.find((c) => c.method === 'DELETE')!;
    expect(del.query).toBe(WAITING);
    expect(stored()).toEqual([PERMANENT]);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(part().textContent).toContain(`${WAITING} no longer receives product recalls.`);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    server.use(http.delete('*/api/product-recall-email-address', () => HttpResponse.error()));
    const user = userEvent.setup();
    mount();
    await user.click(within(await rowOf(WAITING)).getByRole('button', { name: `Delete ${WAITING}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('The address could not be deleted. Check your connection and try again.'),
    ).toBeTruthy();
    expect(await shown()).toEqual([PERMANENT, WAITING]);
  });
});
