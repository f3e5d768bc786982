import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n';
import { TIMING } from '../../../../shared/lib/timing';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { Dialog } from '../../../../shared/ui/primitives/dialog';

/** A dialog its owner mounts and unmounts (the callers written before the exit animation). */
function MountedHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog title="Rename list" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          <button onClick={() => setOpen(false)}>Done</button>
        </Dialog>
      )}
    </>
  );
}

/** A dialog with `open`: it plays its exit before it leaves. */
function OpenHarness({ focusSave = false }: { focusSave?: boolean }) {
  const [open, setOpen] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button>Behind</button>
      <Dialog
        open={open}
        title="Share list"
        onClose={() => setOpen(false)}
        initialFocusRef={focusSave ? save : undefined}
      >
        <input aria-label="Customer" />
        <button onClick={() => setOpen(false)}>Cancel</button>
        <button ref={save}>Share</button>
      </Dialog>
    </>
  );
}

const backdrop = () => document.querySelector<HTMLElement>('.wsh-dialog-backdrop');

beforeEach(() => {
  document.head.innerHTML = '<script type="application/json" id="page-context">{"language":"en"}</script>';
  reloadPageContext();
  initI18n();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog mounted by its owner (callers without `open` keep working unchanged)', () => {
  it('is a modal dialog labelled by its title, focus on its first control', async () => {
    render(<MountedHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('traps Tab inside, both ways', async () => {
    render(<MountedHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('Escape asks the owner to close; unmounted, it is gone at once and focus is back on the opener', async () => {
    render(<MountedHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(backdrop()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Dialog with `open` (SPEC 4 Overlays: 500 ms exit animation, Escape)', () => {
  it('is not on the page while closed', () => {
    render(<OpenHarness />);
    expect(backdrop()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape with the 500 ms exit animation: hidden and inert while it plays, then gone', () => {
    vi.useFakeTimers();
    render(<OpenHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Share list' })).toBeTruthy();
    expect(backdrop()!.classList.contains('wsh-dialog-backdrop--closing')).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    const leaving = backdrop()!;
    expect(leaving.classList.contains('wsh-dialog-backdrop--closing')).toBe(true);
    expect(leaving.getAttribute('aria-hidden')).toBe('true');
    expect(leaving.inert).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull(); // no longer offered to assistive technology

    act(() => vi.advanceTimersByTime(TIMING.overlayExit - 1));
    expect(backdrop()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(backdrop()).toBeNull();
  });

  it('plays the same exit when a button of the dialog closes it', () => {
    vi.useFakeTimers();
    render(<OpenHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(backdrop()!.classList.contains('wsh-dialog-backdrop--closing')).toBe(true);
    act(() => vi.advanceTimersByTime(TIMING.overlayExit));
    expect(backdrop()).toBeNull();
  });

  it('the exit takes its duration from TIMING.overlayExit (500 ms)', () => {
    expect(TIMING.overlayExit).toBe(500);
    render(<OpenHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(backdrop()!.style.getPropertyValue('--wsh-dialog-duration')).toBe('500ms');
  });

  it('returns focus to the opener as the exit starts, and Escape no longer reaches it', () => {
    vi.useFakeTimers();
    const onEscapeBehind = vi.fn();
    render(<OpenHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Customer' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    document.addEventListener('keydown', onEscapeBehind);
    fireEvent.keyDown(document, { key: 'Escape' });
    document.removeEventListener('keydown', onEscapeBehind);
    expect(onEscapeBehind.mock.calls[0]![0].defaultPrevented).toBe(false); // the leaving dialog took no key
  });

  it('skips the exit animation when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<OpenHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(backdrop()).toBeNull();
  });

  it('opened again while it leaves, it is shown again and stays', () => {
    vi.useFakeTimers();
    render(<OpenHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(opener);
    expect(backdrop()!.classList.contains('wsh-dialog-backdrop--closing')).toBe(false);
    expect(backdrop()!.inert).toBe(false);
    act(() => vi.advanceTimersByTime(TIMING.overlayExit));
    expect(screen.getByRole('dialog', { name: 'Share list' })).toBeTruthy();
  });

  it('focuses the given element on opening', () => {
    render(<OpenHarness focusSave />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' }));
  });
});
