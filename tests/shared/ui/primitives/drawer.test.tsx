import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../../../shared/lib/timing';
import { initI18n } from '../../../../shared/i18n/i18n';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { Drawer } from '../../../../shared/ui/primitives/drawer';

function Harness({ side, focusSearch = false }: { side?: 'left' | 'right'; focusSearch?: boolean }) {
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open filters</button>
      <button>Behind</button>
      <Drawer
        open={open}
        title="Filters"
        side={side}
        onClose={() => setOpen(false)}
        initialFocusRef={focusSearch ? search : undefined}
        footer={<button>Apply</button>}
      >
        <input ref={search} aria-label="Search" />
        <button tabIndex={-1}>Roving item</button>
      </Drawer>
    </>
  );
}

const drawerRoot = () => document.querySelector('.wsh-drawer');

beforeEach(() => {
  document.head.innerHTML = '<script type="application/json" id="page-context">{"language":"en"}</script>';
  reloadPageContext();
  initI18n();
});
afterEach(() => {
  cleanup(); // unmount, so no drawer of an earlier test keeps listening on document
  vi.useRealTimers();
});

describe('Drawer', () => {
  it('is a modal dialog labelled by its title, with focus moved in to the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(drawerRoot()?.classList.contains('wsh-drawer--right')).toBe(true);
  });

  it('traps Tab inside (skipping tabindex -1), both ways', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply' }));
  });

  it('brings focus back when it lands on the page behind', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    act(() => screen.getByRole('button', { name: 'Behind', hidden: true }).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open filters' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and with a click on the backdrop', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open filters' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await userEvent.click(opener);
    await userEvent.click(document.querySelector('.wsh-drawer__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the 500 ms overlay exit animation hidden and inert, then unmounts', () => {
    vi.useFakeTimers();
    render(<Harness side="left" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    expect(drawerRoot()?.classList.contains('wsh-drawer--left')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    const root = drawerRoot() as HTMLElement;
    expect(root.dataset.state).toBe('closing');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.inert).toBe(true);
    act(() => vi.advanceTimersByTime(TIMING.overlayExit - 1));
    expect(drawerRoot()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(drawerRoot()).toBeNull();
  });

  it('skips the exit animation when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(0));
    expect(drawerRoot()).toBeNull();
  });

  it('focuses the given element on opening', async () => {
    render(<Harness focusSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
