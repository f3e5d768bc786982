import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../../../shared/lib/timing';
import { useMockApi } from '../../../fixtures/mock-api';
import { changesOf, mountFavorites, recordCalls } from './support';

const { server } = useMockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const overview = () => screen.getByRole('region', { name: 'Your favourite lists' });
const own = () => screen.getByRole('region', { name: 'Your lists' });
const shared = () => screen.getByRole('region', { name: 'Shared with you' });
const row = (name: string) => within(overview()).getByRole('link', { name }).closest('li')!;
const dialog = () => screen.getByRole('dialog');
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

async function open() {
  mountFavorites();
  await within(overview()).findByRole('link', { name: 'Faste varer' });
}

describe('favourites lists overview: what it shows', () => {
  it('lists the own lists and those shared with the customer (read-only, with the owner), each with its count and a link to its details', async () => {
    await open();
    const link = within(own()).getByRole('link', { name: 'Faste varer' });
    expect(link.getAttribute('href')).toBe('/favorites/details/F1001');
    expect(within(row('Faste varer')).getByText('30 products')).toBeTruthy();
    expect(
      within(own())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Faste varer', 'Fredagsbar', 'Julefrokost', 'Rengøring', 'Morgenmad']);
    const basis = within(shared()).getByRole('link', { name: 'Restaurant basis' });
    expect(basis.getAttribute('href')).toBe('/favorites/details/F2001');
    expect(row('Restaurant basis').textContent).toContain('20 products');
    expect(row('Restaurant basis').textContent).toContain('Read-only, shared by Restaurant Nordlys');
    expect(row('Faste varer').textContent).not.toContain('Read-only');
    expect(within(overview()).getByRole('link', { name: 'Bought in the last 3 months' }).getAttribute('href')).toBe(
      '/favorites/generated/salesstatistics',
    );
  });

  it('a read-only list can be opened and copied, never renamed, shared or deleted', async () => {
    await open();
    const actions = within(row('Restaurant basis')).getByRole('group', { name: 'Actions for Restaurant basis' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy to customer Restaurant basis']);
    const ownActions = within(row('Faste varer'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(ownActions).toEqual([
      'Rename Faste varer',
      'Share Faste varer',
      'Copy to customer Faste varer',
      'Delete Faste varer',
    ]);
  });

  it('a link to a list goes to its details in the page (a history entry, no page load)', async () => {
    await open();
    fireEvent.click(within(own()).getByRole('link', { name: 'Fredagsbar' }));
    expect(location.pathname).toBe('/favorites/details/F1002');
  });

  it('says it is loading (in a box that keeps its height), then shows the lists', async () => {
    mountFavorites();
    const loading = within(overview()).getByText('Loading your favourite lists…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.className).toContain('wsh-favorites-lists__state--loading');
    expect(await within(overview()).findByRole('link', { name: 'Faste varer' })).toBeTruthy();
  });

  it('says when the lists cannot be loaded, with a retry that loads them', async () => {
    server.use(http.get('*/api/favorites', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mountFavorites();
    const alert = await within(overview()).findByRole('alert');
    expect(alert.textContent).toContain('Your favourite lists could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(overview()).findByRole('link', { name: 'Faste varer' })).toBeTruthy();
  });

  it('with no lists yet, says so and offers a new list', async () => {
    server.use(http.get('*/api/favorites', () => HttpResponse.json({ Model: [] })));
    mountFavorites();
    expect(await within(overview()).findByText(/You have no favourite lists yet\./)).toBeTruthy();
    expect(within(overview()).getByRole('button', { name: 'New list' })).toBeTruthy();
  });
});

describe('favourites lists overview: create (POST favorites {name, productIds: []})', () => {
  it('creates a list, shows it, says so in the status line and gives focus back to "New list"', async () => {
    await open();
    const seen = recordCalls(server);
    const opener = within(overview()).getByRole('button', { name: 'New list' });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'New favourite list' })).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Name of the list'), { target: { value: ' Weekend ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    expect(await within(own()).findByRole('link', { name: 'Weekend' })).toBeTruthy();
    expect(seen[0]).toBe('POST favorites {"name":"Weekend","productIds":[]}');
    expect((await within(overview()).findByText('The list “Weekend” was created.')).getAttribute('role')).toBe(
      'status',
    );
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('flags a name in use (whatever its case) or an empty one at the field, and sends nothing', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(overview()).getByRole('button', { name: 'New list' }));
    const input = within(dialog()).getByLabelText('Name of the list');
    fireEvent.change(input, { target: { value: '  FREDAGSBAR ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You already have a list with this name. Choose another name.',
    );
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog()).findByText('Enter a name for the list.')).toBeTruthy();
    await settle();
    expect(seen).toEqual([]);
  });

  it('a name of a list shared with the customer is not theirs: it may be used', async () => {
    await open();
    fireEvent.click(within(overview()).getByRole('button', { name: 'New list' }));
    fireEvent.change(within(dialog()).getByLabelText('Name of the list'), { target: { value: 'Restaurant basis' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    expect(await within(own()).findByRole('link', { name: 'Restaurant basis' })).toBeTruthy();
  });

  it('flags the server’s nameExistsInList at the field too', async () => {
    server.use(
      http.post('*/api/favorites', () =>
        HttpResponse.json({ Message: 'exists', nameExistsInList: true }, { status: 400 }),
      ),
    );
    await open();
    fireEvent.click(within(overview()).getByRole('button', { name: 'New list' }));
    const input = within(dialog()).getByLabelText('Name of the list');
    fireEvent.change(input, { target: { value: 'Made in another tab' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText('You already have a list with this name. Choose another name.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it.each([
    [
      'the ExceptionMessage',
      { ExceptionMessage: 'The list store is read-only today' },
      'The list store is read-only today',
    ],
    [
      'the message of embedded JSON content',
      { Content: JSON.stringify({ Message: 'A list name can be at most 100 characters' }) },
      'A list name can be at most 100 characters',
    ],
    ['type and name', { ExceptionType: 'SqlException' }, 'The list “Weekend” could not be created (SqlException).'],
    ['the HTTP status and name', {}, 'The list “Weekend” could not be created (HTTP 500).'],
  ])('shows other create failures in the dialog (SPEC 8): %s', async (_, body, text) => {
    server.use(http.post('*/api/favorites', () => HttpResponse.json(body, { status: 500 })));
    await open();
    fireEvent.click(within(overview()).getByRole('button', { name: 'New list' }));
    fireEvent.change(within(dialog()).getByLabelText('Name of the list'), { target: { value: 'Weekend' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe(text));
    expect((within(dialog()).getByLabelText('Name of the list') as HTMLInputElement).value).toBe('Weekend');
  });
});

describe('favourites lists overview: rename (PUT favorites/{id})', () => {
  it('renames in the row, says "Renamed", and closes 1 s after the success with focus on the Rename button', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Rename Fredagsbar' }));
    const input = screen.getByLabelText('New name for Fredagsbar');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Fredag' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(input);
    // Waits on setImmediate, which the fake timers leave alone (vi.waitFor would move the faked clock on).
    for (let i = 0; i < 200 && !screen.queryByText('Renamed'); i++) await act(() => new Promise(setImmediate));
    expect(screen.getByText('Renamed').getAttribute('role')).toBe('status');
    expect(changesOf(seen)).toEqual(['PUT favorites/F1002 {"name":"Fredag"}']);
    expect(screen.getByText('The list was renamed to “Fredag”.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TIMING.editModeClose - 1));
    expect(input.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input.isConnected).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rename Fredag'));
    expect(within(own()).getByRole('link', { name: 'Fredag' })).toBeTruthy();
  });

  it('flags a name in use by another own list and sends nothing; its own name in another case is fine', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Rename Fredagsbar' }));
    const input = screen.getByLabelText('New name for Fredagsbar');
    fireEvent.change(input, { target: { value: 'faste varer' } });
    fireEvent.submit(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You already have a list with this name. Choose another name.')).toBeTruthy();
    await settle();
    expect(changesOf(seen)).toEqual([]);
    fireEvent.change(input, { target: { value: 'FREDAGSBAR' } });
    fireEvent.submit(input);
    await waitFor(() => expect(changesOf(seen)).toEqual(['PUT favorites/F1002 {"name":"FREDAGSBAR"}']));
  });

  it('Cancel leaves the name as it was, sends nothing, and gives focus back', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Rename Fredagsbar' }));
    fireEvent.change(screen.getByLabelText('New name for Fredagsbar'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement?.textContent).toBe('Rename Fredagsbar');
    await settle();
    expect(changesOf(seen)).toEqual([]);
  });

  it('shows a failed rename in the row and keeps the typed name', async () => {
    server.use(http.put('*/api/favorites/:id', () => HttpResponse.json({}, { status: 500 })));
    await open();
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Rename Fredagsbar' }));
    const input = screen.getByLabelText<HTMLInputElement>('New name for Fredagsbar');
    fireEvent.change(input, { target: { value: 'Fredag' } });
    fireEvent.submit(input);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not save. Please try again.'));
    expect(input.value).toBe('Fredag');
  });
});

describe('favourites lists overview: delete (with confirmation)', () => {
  it('asks first: Cancel sends nothing; Delete list sends DELETE favorites/{id}, the list goes, and it is said', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Julefrokost')).getByRole('button', { name: 'Delete Julefrokost' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this list?' });
    expect(confirm.textContent).toContain('“Julefrokost” and its 14 products will be deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(changesOf(seen)).toEqual([]);

    fireEvent.click(within(row('Julefrokost')).getByRole('button', { name: 'Delete Julefrokost' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(within(own()).queryByRole('link', { name: 'Julefrokost' })).toBeNull());
    expect(changesOf(seen)).toEqual(['DELETE favorites/F1003']);
    expect((await screen.findByText('The list “Julefrokost” was deleted.')).getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your favourite lists' })),
    );
  });

  it('a failed delete is said in the dialog, which stays open', async () => {
    server.use(http.delete('*/api/favorites/:id', () => HttpResponse.json({}, { status: 500 })));
    await open();
    fireEvent.click(within(row('Julefrokost')).getByRole('button', { name: 'Delete Julefrokost' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete list' }));
    await waitFor(() =>
      expect(within(screen.getByRole('alertdialog')).getByRole('alert').textContent).toBe(
        'The list could not be deleted. Please try again.',
      ),
    );
    expect(within(own()).getByRole('link', { name: 'Julefrokost' })).toBeTruthy();
  });
});

describe('favourites lists overview: share (POST favorites/{id}/share)', () => {
  it('shows who the list is shared with (GET favorites/{id}/share)', async () => {
    await open();
    fireEvent.click(within(row('Rengøring')).getByRole('button', { name: 'Share Rengøring' }));
    const shares = within(dialog()).getByRole('region', { name: 'Shared with' });
    expect(await within(shares).findByText('Restaurant Nordlys (512036)')).toBeTruthy();
  });

  it('shares read-only with a customer: the payload, the result said, and the customer added to "Shared with"', async () => {
    await open();
    const seen = recordCalls(server);
    const opener = within(row('Fredagsbar')).getByRole('button', { name: 'Share Fredagsbar' });
    opener.focus();
    fireEvent.click(opener);
    expect(within(dialog()).getByRole('heading', { name: 'Share “Fredagsbar”' })).toBeTruthy();
    expect(await within(dialog()).findByText('The list is not shared with anyone yet.')).toBeTruthy();
    expect(within(dialog()).getByRole<HTMLInputElement>('radio', { name: /^Read-only/ }).checked).toBe(true);
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: ' 512036 ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share list' }));
    expect(await within(dialog()).findByText('The list is now shared read-only with customer 512036.')).toBeTruthy();
    expect(changesOf(seen)).toEqual([
      'POST favorites/F1002/share {"destinationCustomerId":"512036","SharingOption":"ReadOnly"}',
    ]);
    expect(await within(dialog()).findByText('Restaurant Nordlys (512036)')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('shares as a copy (SharingOption Copy)', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Share Fredagsbar' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: /^A copy/ }));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '512035' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share list' }));
    expect(await within(dialog()).findByText('Customer 512035 has received a copy of the list.')).toBeTruthy();
    expect(changesOf(seen)).toEqual([
      'POST favorites/F1002/share {"destinationCustomerId":"512035","SharingOption":"Copy"}',
    ]);
  });

  it('an empty customer number is flagged and nothing is sent', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Share Fredagsbar' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share list' }));
    expect(within(dialog()).getByText('Enter a customer number.')).toBeTruthy();
    await settle();
    expect(changesOf(seen)).toEqual([]);
  });

  it('404 is "customer not found"; any other failure an unknown error (SPEC 8)', async () => {
    await open();
    fireEvent.click(within(row('Fredagsbar')).getByRole('button', { name: 'Share Fredagsbar' }));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '999999' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share list' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'There is no customer with the number 999999. Check the number and try again.',
      ),
    );
    server.use(http.post('*/api/favorites/:id/share', () => HttpResponse.json({}, { status: 500 })));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '512036' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share list' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('The list could not be shared. Please try again.'),
    );
  });
});

describe('favourites lists overview: copy to a customer (POST favorites/copy/{id}/to/{customerId})', () => {
  it('copies and says so', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Morgenmad')).getByRole('button', { name: 'Copy to customer Morgenmad' }));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '512036' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy list' }));
    expect(await within(dialog()).findByText('A copy of “Morgenmad” was sent to customer 512036.')).toBeTruthy();
    expect(changesOf(seen)).toEqual(['POST favorites/copy/F1005/to/512036']);
  });

  it('a read-only list can be copied too', async () => {
    await open();
    const seen = recordCalls(server);
    fireEvent.click(within(row('Restaurant basis')).getByRole('button', { name: 'Copy to customer Restaurant basis' }));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '512035' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy list' }));
    expect(await within(dialog()).findByRole('status')).toBeTruthy();
    await waitFor(() => expect(changesOf(seen)).toEqual(['POST favorites/copy/F2001/to/512035']));
  });

  it('404 is "customer not found"; any other failure an unknown error (SPEC 8)', async () => {
    await open();
    fireEvent.click(within(row('Morgenmad')).getByRole('button', { name: 'Copy to customer Morgenmad' }));
    fireEvent.change(within(dialog()).getByLabelText('Customer number'), { target: { value: '424242' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy list' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'There is no customer with the number 424242. Check the number and try again.',
      ),
    );
    server.use(http.post('*/api/favorites/copy/:id/to/:customerId', () => HttpResponse.json({}, { status: 503 })));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy list' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('The list could not be copied. Please try again.'),
    );
  });

  it('Escape closes the dialog and focus returns to the button that opened it', async () => {
    await open();
    const opener = within(row('Morgenmad')).getByRole('button', { name: 'Copy to customer Morgenmad' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Customer number'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });
});

describe('favourites lists overview: Danish', () => {
  it('speaks Danish', async () => {
    mountFavorites('/favorites', { language: 'da' });
    const region = screen.getByRole('region', { name: 'Dine favoritlister' });
    await within(region).findByRole('link', { name: 'Faste varer' });
    expect(within(region).getByText('30 varer')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Ny liste' })).toBeTruthy();
  });
});
