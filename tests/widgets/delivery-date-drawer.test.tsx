import { http, HttpResponse } from 'msw';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../shared/api/delivery-api';
import { loadBasket } from '../../shared/stores/basket/basket';
import { reloadPageContext } from '../../shared/context/page-context';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import widget from '../../widgets/delivery-date-drawer/index';
import { FRIDAY, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';
import { stripVersions } from '../support/basket-payload';

// Mock "today" is Friday 21.11.2025: dates run from Monday 24.11 (the default basket's date) on
// weekdays, Tuesday 02.12 is closed, and the Christmas pre-sale delivers from Friday 12.12.
const { db, server } = useMockApi();
const mounted: (() => void)[] = [];
function mount(props: object, context: object) {
  const island = mountWidget(widget, props, context);
  mounted.push(island.unmount);
  return island;
}
const signedIn = (language = 'en') => mount({}, { isAuthenticated: true, language });
const dayButton = (name: RegExp) => screen.getByRole('button', { name });

function signIn() {
  document.head.innerHTML =
    '<script type="application/json" id="page-context">{"isAuthenticated":true,"language":"en"}</script>';
  reloadPageContext();
}

async function openDrawer(buttonName: RegExp | string = 'Delivery date: 24.11.2025') {
  await userEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.getByRole('dialog');
}

beforeEach(() => db.setNow(FRIDAY));
afterEach(() => {
  // Unmount every island, so no drawer of an earlier test keeps listening on document.
  for (const unmount of mounted.splice(0)) unmount();
  cleanup();
});

describe('delivery-date drawer', () => {
  it('renders nothing and makes no call for anonymous visitors', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { el } = mount({}, { isAuthenticated: false, language: 'en' });
    expect(el.innerHTML).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the basket's expected delivery date in dd.MM.yyyy, with the label prop", async () => {
    mount({ buttonLabel: 'Levering' }, { isAuthenticated: true, language: 'en' });
    expect(await screen.findByRole('button', { name: 'Levering: 24.11.2025' })).toBeTruthy();
  });

  it('does not load the basket again when another island already has', async () => {
    signIn();
    await loadBasket();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    signedIn();
    expect(await screen.findByRole('button', { name: 'Delivery date: 24.11.2025' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens a calendar of deliverable dates only, weeks starting on Monday', async () => {
    signedIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery date: 24.11.2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose delivery date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
    const grid = await screen.findByRole('grid', { name: 'November 2025' });
    // The weekday header row is aria-hidden (each day button carries its full name).
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]!.getAttribute('aria-label')).toBe('Monday');
    expect(dayButton(/^Monday, 24 November 2025, selected$/).hasAttribute('disabled')).toBe(false);
    expect(dayButton(/Saturday, 29 November 2025, no delivery/).hasAttribute('disabled')).toBe(true);
    expect(dayButton(/Friday, 21 November 2025, no delivery/).hasAttribute('disabled')).toBe(true); // before the first date
    expect(screen.getByText('Selected: 24.11.2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(dayButton(/Tuesday, 2 December 2025, no delivery/).hasAttribute('disabled')).toBe(true); // closed day
  });

  it('changes the date chosen with the keyboard only on confirm, then closes with focus on the button', async () => {
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    dayButton(/24 November 2025/).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByText('Selected: 26.11.2025')).toBeTruthy();
    expect($expectedDeliveryDate.get()).toBe('2025-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($expectedDeliveryDate.get()).toBe('2025-11-26');
    expect(stripVersions(db.basketUpdates.at(-1)!.payload as object)).toEqual({
      Delivery: { ExpectedDate: '2025-11-26', PreSaleIndicator: false },
    });
    // The focus goes back to the button as the drawer's exit ends, in the effects after that render.
    const button = screen.getByRole('button', { name: 'Delivery date: 26.11.2025' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('says it is changing the date in the confirming click, and sends the change from the task after it (issue #35)', async () => {
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(/26 November 2025/));
    // The browser's scheduler.yield, held until the test lets the next task run.
    const held: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => held.push(resolve)) });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
    const confirm = screen.getByRole('button', { name: 'Changing delivery date...' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(held).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => held[0]!());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect($expectedDeliveryDate.get()).toBe('2025-11-26');
  });

  it('closes on Escape without changing anything', async () => {
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(/26 November 2025/));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Delivery date: 24.11.2025' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(db.basketUpdates).toHaveLength(0);
  });

  it('keeps the drawer open with an inline error when the change fails', async () => {
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(/26 November 2025/));
    db.setScenario('error-500');
    await userEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not be changed. Choose another date and try again/,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect($expectedDeliveryDate.get()).toBe('2025-11-24');
  });

  it("a date the server refuses (400) is said with the server's Message, in the drawer", async () => {
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(/26 November 2025/));
    server.use(
      http.put(/\/api\/checkout\/basket/, () =>
        HttpResponse.json({ Message: 'No delivery to your address that day' }, { status: 400 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The delivery date could not be changed: No delivery to your address that day',
    );
    expect($expectedDeliveryDate.get()).toBe('2025-11-24');
  });

  it('shows a load error with a retry', async () => {
    signedIn();
    await screen.findByRole('button', { name: 'Delivery date: 24.11.2025' });
    db.setScenario('error-500');
    await openDrawer();
    expect((await screen.findByRole('alert')).textContent).toMatch('The delivery dates could not be loaded.');
    db.setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid')).toBeTruthy();
  });

  it('reloads the dates of a pre-sale period and marks its date as pre-sale; normal delivery returns', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const datesCalls = () =>
      fetchSpy.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter((u) => u.includes('delivery/dates'));
    signedIn();
    await openDrawer();
    await screen.findByRole('grid');
    expect(screen.getByRole('radio', { name: 'Normal delivery' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Julesalg/ }).closest('label')?.textContent).toContain(
      'Delivery 12.12.2025 – 26.12.2025',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Julesalg/ }));
    await screen.findByRole('grid', { name: 'December 2025' });
    expect(datesCalls().at(-1)).toContain('preSaleId=PS-XMAS');
    expect(dayButton(/Thursday, 11 December 2025/).hasAttribute('disabled')).toBe(true); // before the period

    await userEvent.click(screen.getByRole('radio', { name: 'Normal delivery' }));
    await screen.findByRole('grid', { name: 'November 2025' });
    expect(datesCalls().at(-1)).not.toContain('preSaleId');
    expect(screen.getByText('Selected: 24.11.2025')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Julesalg/ }));
    await screen.findByRole('grid', { name: 'December 2025' });
    await userEvent.click(dayButton(/Friday, 12 December 2025/));
    await userEvent.click(screen.getByRole('button', { name: 'Change delivery date' }));
    await waitFor(() => expect($expectedDeliveryDate.get()).toBe('2025-12-12'));
    expect(stripVersions(db.basketUpdates.at(-1)!.payload as object)).toEqual({
      Delivery: { ExpectedDate: '2025-12-12', PreSaleIndicator: true },
    });
  });

  it('shows the dates of the period chosen last, even when the period left before answers after it', async () => {
    const dates = vi.spyOn(deliveryApi, 'dates');
    signedIn();
    await openDrawer();
    await screen.findByRole('grid', { name: 'November 2025' });
    // The pre-sale dates are held until normal delivery, chosen after them, has its dates on screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/delivery/dates', async ({ request }) => {
        if (new URL(request.url).searchParams.has('preSaleId')) await held;
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Julesalg/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Normal delivery' }));
    await screen.findByRole('grid', { name: 'November 2025' });
    const preSale = dates.mock.calls.findIndex(([id]) => id === 'PS-XMAS');
    release();
    await act(async () => void (await dates.mock.results[preSale]!.value));
    expect(screen.getByRole('radio', { name: 'Normal delivery' })).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 24.11.2025')).toBeTruthy();
    expect(dayButton(/^Monday, 24 November 2025, selected$/).hasAttribute('disabled')).toBe(false);
  });

  it('speaks Danish on a Danish page', async () => {
    signedIn('da');
    const dialog = await openDrawer('Leveringsdato: 24.11.2025');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Vælg leveringsdato' })).toBe(dialog);
    const grid = await screen.findByRole('grid', { name: 'november 2025' });
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]!.getAttribute('aria-label')).toBe('mandag');
    expect(screen.getByRole('radio', { name: 'Normal levering' })).toBeTruthy();
    expect(screen.getByText('Valgt: 24.11.2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skift leveringsdato' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Luk' })).toBeTruthy();
  });
});
