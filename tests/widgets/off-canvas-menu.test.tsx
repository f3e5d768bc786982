import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import offCanvasMenu from '../../widgets/off-canvas-menu/index';
import { mountWidget } from './render-widget';
import { waitForIt } from '../support/wait-for';

afterEach(() => vi.useRealTimers());

const ITEMS = [
  { text: 'Offers', url: '/offers' },
  {
    text: 'Assortment',
    url: '/assortment',
    items: [
      { text: 'Dairy', url: '/assortment/dairy' },
      { text: 'Fish', url: '/assortment/fish' },
    ],
  },
];
const mount = (props: object = { items: ITEMS }, context: object = { language: 'en' }) =>
  mountWidget(offCanvasMenu, props, context);

describe('off-canvas menu (SPEC 2; SPEC 4 Overlays: portal, Escape, 500 ms exit)', () => {
  it('opens the menu as a dialog in a portal outside the island, with its links', async () => {
    const { el } = mount();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(el.contains(dialog)).toBe(false);
    expect(dialog.closest('body')).toBe(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/offers');
  });

  it('opens an entry’s sub-entries in place, its own page first', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const toggle = screen.getByRole('button', { name: 'Assortment' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Dairy' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const sub = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All of Assortment', 'Dairy', 'Fish']);
  });

  it('marks the page shown now and opens its parent', async () => {
    history.replaceState(null, '', '/assortment/fish');
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Assortment' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Fish' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dairy' }).getAttribute('aria-current')).toBeNull();
    history.replaceState(null, '', '/');
  });

  it('Escape closes it with the 500 ms exit animation and gives focus back to the menu button', async () => {
    mount();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.setup().click(button);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const closing = document.querySelector('.wsh-drawer');
    expect(closing?.getAttribute('data-state')).toBe('closing');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(document.querySelector('.wsh-drawer')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.querySelector('.wsh-drawer')).toBeNull();
  });

  it('takes the editor’s button text and title, and speaks Danish otherwise', async () => {
    const { unmount } = mount({ items: ITEMS, buttonText: 'Sortiment', title: 'Alt fra grossisten' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sortiment' }));
    expect(screen.getByRole('dialog', { name: 'Alt fra grossisten' })).toBeTruthy();
    unmount();
  });

  it('refuses a javascript: link as invalid props, naming the entry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount(
      { items: [{ text: 'A', url: '/a', items: [{ text: 'B', url: 'javascript:alert(1)' }] }] },
      { editorMode: true, language: 'en' },
    );
    expect(el.dataset.islandState).toBe('error');
    // The editors' detail is a lazy chunk: it follows the neutral sentence a moment later (slower under load).
    await waitForIt(() =>
      expect(el.textContent).toContain('items: [0].items[0].url: expected a relative or http(s) URL'),
    );
  });
});
