import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError } from '../../../../shared/api/http/errors';
import { initI18n } from '../../../../shared/i18n/i18n';
import { TIMING } from '../../../../shared/lib/timing';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { useSubmit } from '../../../../shared/ui/forms/use-submit';
import { ConfirmDialog } from '../../../../shared/ui/primitives/confirm-dialog';

function setLanguage(language: 'en' | 'da') {
  document.head.innerHTML = `<script type="application/json" id="page-context">{"language":"${language}"}</script>`;
  reloadPageContext();
  initI18n();
}

/** "Delete this list?" as a list screen would use it: the delete is sent once, the dialog closes on success. */
function DeleteList({ remove }: { remove(): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete Weekly order</button>
      <ConfirmDialog
        open={open}
        title="Delete this list?"
        message="Weekly order and its 40 products will be deleted."
        confirmLabel="Delete list"
        danger
        busy={submit.busy}
        error={submit.error}
        onConfirm={async () => {
          if ((await submit.run(remove)).status === 'done') setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const opener = () => screen.getByRole('button', { name: 'Delete Weekly order' });
const confirmButton = () => screen.getByRole('button', { name: 'Delete list' });

afterEach(() => vi.useRealTimers());

describe('ConfirmDialog ("delete this list?")', () => {
  it('asks as an alertdialog with title and message; Cancel comes first and has focus', () => {
    setLanguage('en');
    render(<DeleteList remove={vi.fn()} />);
    fireEvent.click(opener());
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this list?' });
    expect(dialog.textContent).toContain('Weekly order and its 40 products will be deleted.');
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel', 'Delete list']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('shows the confirm button in the danger style', () => {
    setLanguage('en');
    render(<DeleteList remove={vi.fn()} />);
    fireEvent.click(opener());
    expect(confirmButton().classList.contains('wsh-button--danger')).toBe(true);
  });

  it('Cancel and Escape close it without deleting, with the exit animation, focus back on the opener', () => {
    vi.useFakeTimers();
    setLanguage('en');
    const remove = vi.fn(() => Promise.resolve());
    render(<DeleteList remove={remove} />);
    opener().focus(); // as a click does in the browser
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
    act(() => vi.advanceTimersByTime(TIMING.overlayExit));
    fireEvent.click(opener());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes once however often confirm is pressed while the delete is in flight, then closes', async () => {
    setLanguage('en');
    const call = deferred();
    const remove = vi.fn(() => call.promise);
    render(<DeleteList remove={remove} />);
    fireEvent.click(opener());
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(remove).toHaveBeenCalledOnce();
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Please wait…');
    fireEvent.keyDown(document, { key: 'Escape' }); // not while the answer is awaited
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => call.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed delete keeps the dialog open with the message, and can be confirmed again', async () => {
    setLanguage('en');
    const remove = vi.fn(() => Promise.reject(new ApiNetworkError('DELETE', 'favorites/F1', 'network')));
    render(<DeleteList remove={remove} />);
    fireEvent.click(opener());
    await act(async () => fireEvent.click(confirmButton()));
    expect(screen.getByRole('alert').textContent).toBe('Could not save. Please try again.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => fireEvent.click(confirmButton()));
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('is in Danish on a Danish page', () => {
    setLanguage('da');
    render(<DeleteList remove={vi.fn()} />);
    fireEvent.click(opener());
    expect(screen.getByRole('button', { name: 'Annuller' })).toBeTruthy();
  });
});
