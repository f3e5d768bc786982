import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../fixtures/handlers/auth';
import { ALREADY_MEMBER_MESSAGE, EMAIL_TAKEN_MESSAGE } from '../../fixtures/handlers/customer-users';
import { LAST_USER_MESSAGE } from '../../fixtures/handlers/user';
import { readCookie } from '../../shared/lib/cookies';
import { TIMING } from '../../shared/lib/timing';
import { updateBasket } from '../../shared/stores/basket/basket';
import { LOGGED_IN_MARKER } from '../../shared/stores/session-marker';
import customerInformation from '../../widgets/customer-information/index';
import { recordCalls, useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { loadBasketFirst, mountWidget } from './render-widget';

const { db, server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});
beforeEach(() => history.replaceState(null, '', '/account/customer-information'));

const CONTEXT = { language: 'en', isAuthenticated: true, loginUrl: '/login' };
const mount = (context: object = CONTEXT) => mountWidget(customerInformation, { showUsers: true }, context);

/** The panel with every block loaded (the demo user Mette Jensen of Kantinen på Havnen). */
async function open(context: object = CONTEXT) {
  mount(context);
  await screen.findByText('Kantinen på Havnen ApS');
  await screen.findByText('Lars Kristensen');
  await screen.findByRole('button', { name: 'Edit your information' });
  await screen.findByText('Jens Nielsen');
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const changes = (seen: string[]) => seen.filter((c) => !c.startsWith('GET'));
const apiCalls = () => recordCalls(server, () => true);

/** Waits for a text while the fake timers hold the clock (setImmediate is left real). */
async function untilText(text: string) {
  for (let i = 0; i < 200 && !screen.queryByText(text); i++) await act(() => new Promise(setImmediate));
  expect(screen.getByText(text)).toBeTruthy();
}

describe('customer information panel: what it shows (SPEC 2, 3)', () => {
  it('shows the customer, its sales persons with a readable role and tel:/mailto: links, the user and the users', async () => {
    await open();
    const customer = section('Customer');
    expect(within(customer).getByText('512034')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: '+45 86 88 13 99' }).getAttribute('href')).toBe(
      'tel:+4586881399',
    );
    const people = section('Your sales persons');
    const lars = within(people).getByText('Lars Kristensen').closest('li')!;
    expect(within(lars as HTMLElement).getByText('Field sales consultant')).toBeTruthy();
    expect(
      within(lars as HTMLElement)
        .getByRole('link', { name: /Call Lars Kristensen/ })
        .getAttribute('href'),
    ).toBe('tel:+4570249916');
    expect(
      within(lars as HTMLElement)
        .getByRole('link', { name: /E-mail Lars Kristensen/ })
        .getAttribute('href'),
    ).toBe('mailto:lars.kristensen@grossisten.dk');
    expect(lars.querySelector('img')?.getAttribute('src')).toMatch(/\/mock-assets\/avatar-sp01\.svg$/);
    const own = section('Your information');
    expect(within(own).getByText('Mette Jensen')).toBeTruthy();
    const users = section('Users of Kantinen på Havnen ApS');
    expect(within(users).getByText('Mette Jensen (you)')).toBeTruthy();
    expect(within(users).getByText('3 companies')).toBeTruthy();
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Anne Hansen', 'Jens Nielsen', 'Mette Jensen (you)']);
  });

  it('a block whose load failed says so with a retry, and the retry loads it', async () => {
    let fail = true;
    server.use(
      http.get('*/api/customers/:id/salespersons', () =>
        fail ? HttpResponse.json({ Message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    mount();
    const people = () => section('Your sales persons');
    await waitFor(() => expect(within(people()).getByRole('alert').textContent).toMatch(/could not be loaded/));
    expect(screen.getByText('Kantinen på Havnen ApS')).toBeTruthy();
    fail = false;
    fireEvent.click(within(people()).getByRole('button', { name: 'Try again' }));
    expect(await within(people()).findByText('Lars Kristensen')).toBeTruthy();
  });

  it('a ConsultantType the panel does not know is shown as words, with the Title the server gives', async () => {
    server.use(
      http.get('*/api/customers/:id/salespersons', () =>
        HttpResponse.json({
          Model: [{ Id: 'SP9', Name: 'Ole Bak', ConsultantType: 'ProductSpecialist', Title: 'Fiskespecialist' }],
        }),
      ),
    );
    mount();
    const ole = (await screen.findByText('Ole Bak')).closest('li') as HTMLElement;
    expect(within(ole).getByText('Product specialist')).toBeTruthy();
    expect(within(ole).getByText('Fiskespecialist')).toBeTruthy();
    expect(ole.querySelector('img')).toBeNull();
    expect(within(ole).queryByRole('link')).toBeNull();
  });

  it('no sales persons is said, not left blank', async () => {
    server.use(http.get('*/api/customers/:id/salespersons', () => HttpResponse.json({ Model: [] })));
    mount();
    expect(await screen.findByText('No sales person is assigned to this customer yet.')).toBeTruthy();
  });

  it('logged out it asks nothing and offers the login, coming back here', () => {
    const seen = apiCalls();
    mount({ language: 'en', isAuthenticated: false, loginUrl: '/login' });
    const link = screen.getByRole('link', { name: 'Log in' }) as HTMLAnchorElement;
    expect(new URL(link.href).pathname).toBe('/login');
    expect(new URL(link.href).searchParams.get('ReturnUrl')).toBe('/account/customer-information');
    expect(seen).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({ ...CONTEXT, language: 'da' });
    expect(await screen.findByRole('button', { name: 'Ret dine oplysninger' })).toBeTruthy();
    expect(await screen.findAllByText('Salgskonsulent')).not.toHaveLength(0);
  });
});

describe('edit own information (PUT user)', () => {
  const openEdit = async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit your information' }));
    const form = screen.getByRole('form', { name: 'Edit your information' });
    expect(document.activeElement).toBe(within(form).getByLabelText('E-mail'));
    return form;
  };

  it('flags required fields and a malformed address inline and sends nothing', async () => {
    const form = await openEdit();
    const seen = apiCalls();
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'mette@' } });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(within(form).getByText('Enter a first name.')).toBeTruthy();
    expect(within(form).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('E-mail'));
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: '' } });
    expect(within(form).getByText('Enter an e-mail address.')).toBeTruthy();
    await act(() => new Promise(setImmediate));
    expect(seen).toEqual([]);
  });

  it("shows the server's 400 Message for a taken address in the form, the typed values kept", async () => {
    const form = await openEdit();
    fireEvent.change(within(form).getByLabelText('E-mail'), {
      target: { value: 'jens.nielsen@kantinenpaahavnen.dk' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(EMAIL_TAKEN_MESSAGE));
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('jens.nielsen@kantinenpaahavnen.dk');
    expect(db.user('U1001')?.EmailAddress).toBe('mette.jensen@kantinenpaahavnen.dk');
  });

  it('saves, says "Saved", closes 1 s later with focus on the Edit button, and shows the change', async () => {
    const form = await openEdit();
    const seen = apiCalls();
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: ' Indkøbschef ' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(form);
    await untilText('Saved.');
    expect(screen.getByText('Saved.').getAttribute('role')).toBe('status');
    expect(changes(seen)).toEqual(['PUT user']);
    expect(db.user('U1001')?.Information.JobTitle).toBe('Indkøbschef');
    await act(() => vi.advanceTimersByTimeAsync(TIMING.editModeClose - 1));
    expect(form.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(form.isConnected).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit your information'));
    expect(within(section('Your information')).getByText('Indkøbschef')).toBeTruthy();
  });

  it('a save with nothing changed (spaces aside) sends nothing', async () => {
    const form = await openEdit();
    const seen = apiCalls();
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Mette ' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('Escape leaves the edit mode without saving and says nothing was changed', async () => {
    const form = await openEdit();
    const seen = apiCalls();
    const field = within(form).getByLabelText('First name');
    fireEvent.change(field, { target: { value: 'Mette Marie' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(form.isConnected).toBe(false);
    expect(screen.getByText('Nothing was changed.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit your information'));
    expect(within(section('Your information')).getByText('Mette Jensen')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('change password (POST auth/updatecurrentuserpassword)', () => {
  const openForm = async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    return screen.getByRole('form', { name: 'Change your password' });
  };
  const type = (form: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });

  it('needs all three fields and the new one twice alike; autocomplete names for password managers', async () => {
    const form = await openForm();
    expect(within(form).getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(within(form).getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(within(form).getByLabelText('Repeat the new password').getAttribute('autocomplete')).toBe('new-password');
    const seen = apiCalls();
    fireEvent.submit(form);
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();
    expect(within(form).getByText('Enter a new password.')).toBeTruthy();
    expect(within(form).getByText('Enter the new password once more.')).toBeTruthy();
    type(form, 'Current password', 'demo1234');
    type(form, 'New password', 'new-secret');
    type(form, 'Repeat the new password', 'new-secreT');
    fireEvent.submit(form);
    expect(within(form).getByText('The two passwords are not the same. Type the new password again.')).toBeTruthy();
    await act(() => new Promise(setImmediate));
    expect(seen).toEqual([]);
  });

  it('a wrong current password is the server Message in place; then the right one changes it and closes 1 s later', async () => {
    const form = await openForm();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('updatecurrentuserpassword'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    type(form, 'Current password', 'wrong-one');
    type(form, 'New password', 'new-secret');
    type(form, 'Repeat the new password', 'new-secret');
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(WRONG_CURRENT_PASSWORD_MESSAGE));
    expect((within(form).getByLabelText('New password') as HTMLInputElement).value).toBe('new-secret');
    type(form, 'Current password', 'demo1234');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(form);
    await untilText('Your password is changed.');
    expect(bodies.at(-1)).toEqual({
      CurrentPassword: 'demo1234',
      NewPassword: 'new-secret',
      RetypeNewPassword: 'new-secret',
    });
    await act(() => vi.advanceTimersByTimeAsync(TIMING.editModeClose - 1));
    expect(form.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(form.isConnected).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Change password'));
  });
});

describe('add a user and assign a user to a company (docs/server-contract.md)', () => {
  it("validates, shows a taken address's 400 in place, and puts the new user into the list without a reload", async () => {
    await open();
    const users = section('Users of Kantinen på Havnen ApS');
    fireEvent.click(within(users).getByRole('button', { name: 'Add a user' }));
    const form = within(users).getByRole('form', { name: 'Add a user' });
    fireEvent.submit(form);
    expect(within(form).getByText('Enter an e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Enter a first name.')).toBeTruthy();
    expect(within(form).getByText('Enter a last name.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'anne.hansen@kantinenpaahavnen.dk' } });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Bo' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Holm' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(EMAIL_TAKEN_MESSAGE));
    const seen = apiCalls();
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'bo.holm@kantinenpaahavnen.dk' } });
    fireEvent.submit(form);
    expect(await within(users).findByText('Bo Holm was added.')).toBeTruthy();
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Anne Hansen', 'Bo Holm', 'Jens Nielsen', 'Mette Jensen (you)']);
    expect(seen).toEqual(['POST customers/512034/users']);
    expect(db.data.people.users.some((u) => u.EmailAddress === 'bo.holm@kantinenpaahavnen.dk')).toBe(true);
  });

  it("flags a company the user has, then assigns another; the list follows; the server's 400 shows in place", async () => {
    await open();
    const users = section('Users of Kantinen på Havnen ApS');
    fireEvent.click(within(users).getByRole('button', { name: 'Assign a user to a company' }));
    const form = within(users).getByRole('form', { name: 'Assign a user to a company' });
    fireEvent.submit(form);
    expect(within(form).getByText('Choose a user.')).toBeTruthy();
    expect(within(form).getByText('Choose a company.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('User'), { target: { value: 'U1002' } });
    fireEvent.change(within(form).getByLabelText('Company'), { target: { value: '512034' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Jens Nielsen already belongs to Kantinen på Havnen ApS.')).toBeTruthy();
    const seen = apiCalls();
    fireEvent.change(within(form).getByLabelText('Company'), { target: { value: '512036' } });
    fireEvent.submit(form);
    expect(await within(users).findByText('Jens Nielsen now belongs to Restaurant Nordlys.')).toBeTruthy();
    expect(seen).toEqual(['PUT customers/512036/users/U1002']);
    const jens = within(users).getByText('Jens Nielsen').closest('li') as HTMLElement;
    expect(within(jens).getByText('2 companies')).toBeTruthy();
    expect(db.user('U1002')?.CustomerIds).toEqual(['512034', '512036']);
  });

  it("shows the server's refusal of an assignment in the form", async () => {
    server.use(
      http.put('*/api/customers/:id/users/:userId', () =>
        HttpResponse.json({ Message: ALREADY_MEMBER_MESSAGE }, { status: 400 }),
      ),
    );
    await open();
    const users = section('Users of Kantinen på Havnen ApS');
    fireEvent.click(within(users).getByRole('button', { name: 'Assign a user to a company' }));
    const form = within(users).getByRole('form', { name: 'Assign a user to a company' });
    fireEvent.change(within(form).getByLabelText('User'), { target: { value: 'U1003' } });
    fireEvent.change(within(form).getByLabelText('Company'), { target: { value: '512038' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(ALREADY_MEMBER_MESSAGE));
  });
});

describe('delete own user (PUT user/delete)', () => {
  beforeEach(() => {
    document.cookie = `${LOGGED_IN_MARKER.cookie}=1; path=/`;
  });
  const marker = () => readCookie(document.cookie, LOGGED_IN_MARKER.cookie);

  const confirmDelete = async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my user' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your user?' });
    expect(dialog.textContent).toContain(
      'Your user mette.jensen@kantinenpaahavnen.dk is deleted, and you are logged out at once.',
    );
    // Cancel first and focused: Enter on a dialog opened by mistake deletes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my user' }));
    return dialog;
  };

  it('asks first, then deletes, forgets what the bundle kept for the user and follows the same-origin RedirectUrl', async () => {
    const seen = apiCalls();
    await confirmDelete();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/login.html`));
    expect(changes(seen)).toEqual(['PUT user/delete']);
    expect(marker()).toBeUndefined();
    expect(db.user('U1001')).toBeUndefined();
  });

  it('a RedirectUrl on another site is not followed: "/" instead', async () => {
    server.use(
      http.put('*/api/user/delete', () => HttpResponse.json({ Model: { RedirectUrl: 'https://evil.example/' } })),
    );
    await confirmDelete();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/`));
  });

  it('a failure without a Message (a 500) says to try again, in the dialog', async () => {
    server.use(http.put('*/api/user/delete', () => HttpResponse.json({}, { status: 500 })));
    const dialog = await confirmDelete();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your user could not be deleted. Check your connection and try again.',
      ),
    );
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('basket changes that cannot be saved hold the delete back until it is confirmed again', async () => {
    await loadBasketFirst(CONTEXT);
    // A 500 every time: the change stays unsaved (held for its retries) however long the panel takes to open.
    // A 400 settled it (refused, nothing left to save) when the panel took longer than the 500 ms wait.
    server.use(http.put('*/api/checkout/basket', () => HttpResponse.json({}, { status: 500 })));
    updateBasket({ Message: 'typed just now' });
    const seen = apiCalls();
    const dialog = await confirmDelete();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your latest basket changes could not be saved. Wait a moment and try again, or delete your user anyway and lose those changes.',
      ),
    );
    expect(changes(seen).filter((c) => c.includes('user/delete'))).toEqual([]);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete my user' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    expect(changes(seen).filter((c) => c.includes('user/delete'))).toEqual(['PUT user/delete']);
  });

  it("a refusal (the last user of a customer) is the server's Message in the dialog; nothing is forgotten", async () => {
    server.use(http.put('*/api/user/delete', () => HttpResponse.json({ Message: LAST_USER_MESSAGE }, { status: 400 })));
    const dialog = await confirmDelete();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(LAST_USER_MESSAGE));
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(marker()).toBe('1');
  });
});
