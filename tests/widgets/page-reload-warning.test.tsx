import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emit } from '../../shared/events/bus';
import pageReloadWarning from '../../widgets/page-reload-warning/index';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const navigator = useFakeNavigator();

describe('page-reload warning', () => {
  it('opens for a warning raised before it mounted (it loads after the first content)', () => {
    emit('pageReloadWarning', { reason: 'basket 404' });
    mountWidget(pageReloadWarning);
    expect(screen.getByRole('alertdialog', { name: 'This page is out of date' })).toBeTruthy();
  });

  it('opens on the page-reload warning event with the reload button focused; Escape closes and returns focus', async () => {
    mountWidget(pageReloadWarning);
    const before = document.createElement('button');
    before.textContent = 'Add to basket';
    document.body.prepend(before);
    before.focus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => emit('pageReloadWarning', { reason: 'basket 404' }));
    const dialog = screen.getByRole('alertdialog', { name: 'This page is out of date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload page' }));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload page' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('reloads the page on request', async () => {
    mountWidget(pageReloadWarning);
    act(() => emit('pageReloadWarning', { reason: 'x' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(navigator.reload).toHaveBeenCalledOnce();
  });

  it('is in Danish on a Danish page', () => {
    mountWidget(pageReloadWarning, {}, { language: 'da' });
    act(() => emit('pageReloadWarning', { reason: 'x' }));
    expect(screen.getByRole('button', { name: 'Genindlæs siden' })).toBeTruthy();
  });
});
