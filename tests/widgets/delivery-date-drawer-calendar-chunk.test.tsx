import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../widgets/delivery-date-drawer/index';
import { FRIDAY, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

// The calendar is a lazy chunk (issue #19); here its fetch fails, as on a dropped connection.
const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock('../../widgets/delivery-date-drawer/calendar', async (importOriginal) => {
  if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { db } = useMockApi();
const mounted: (() => void)[] = [];
beforeEach(() => db.setNow(FRIDAY));
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  cleanup();
});

describe("delivery-date drawer: the calendar's chunk cannot be fetched", () => {
  it('says the dates could not be loaded, with a retry that fetches it again, inside the drawer', async () => {
    mounted.push(mountWidget(widget, {}, { isAuthenticated: true, language: 'en' }).unmount);
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery date: 24.11.2025' }));
    const dialog = screen.getByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The delivery dates could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(dialog).queryByRole('grid')).toBeNull();
    // The connection is back: the retry fetches the chunk again and the calendar shows.
    chunk.fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('grid')).toBeTruthy();
  });
});
