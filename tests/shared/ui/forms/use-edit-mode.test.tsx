import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError, ApiNetworkError } from '../../../../shared/api/http/errors';
import { TIMING } from '../../../../shared/lib/timing';
import { Form, FormError, FormStatus, SubmitButton } from '../../../../shared/ui/forms/form';
import { TextField } from '../../../../shared/ui/forms/text-field';
import { useEditMode } from '../../../../shared/ui/forms/use-edit-mode';
import { useFormsT } from '../../../../shared/ui/forms/use-forms-t';
import { deferred, setLanguage } from './set-language';

/** An edit mode as a screen builds it: the value in view, an edit button, the form while editing. */
function ListName({ rename }: { rename(name: string): Promise<void> }) {
  const t = useFormsT();
  const [saved, setSaved] = useState('Weekly order');
  const [draft, setDraft] = useState(saved);
  const edit = useEditMode();
  if (edit.mode === 'view')
    return (
      <div>
        <span>{saved}</span>
        <button
          ref={edit.editButtonRef}
          onClick={() => {
            setDraft(saved);
            edit.open();
          }}
        >
          Edit name
        </button>
      </div>
    );
  return (
    <Form submit={edit.submit} onSubmit={() => void edit.save(() => rename(draft).then(() => setSaved(draft)))}>
      <TextField label="List name" value={draft} onValueChange={setDraft} autoFocus readOnly={edit.mode === 'saved'} />
      <FormError message={edit.submit.error} />
      <FormStatus message={edit.mode === 'saved' ? t('saved') : ''} />
      <SubmitButton busy={edit.mode === 'saving'}>{t('save')}</SubmitButton>
      <button type="button" onClick={edit.close}>
        {t('cancel')}
      </button>
    </Form>
  );
}

const editButton = () => screen.getByRole('button', { name: 'Edit name' });
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'List name' });

beforeEach(() => setLanguage('en'));
afterEach(() => vi.useRealTimers());

describe('useEditMode (SPEC 4 Forms: edit modes close 1 s after success)', () => {
  it('goes view -> edit -> saving -> saved, and back to view 1 s after the success, focus on the edit button', async () => {
    vi.useFakeTimers();
    const call = deferred();
    const rename = vi.fn(() => call.promise);
    render(<ListName rename={rename} />);
    fireEvent.click(editButton());
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'Friday order' } });
    fireEvent.submit(field());
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(field());
    expect(rename).toHaveBeenCalledOnce();

    await act(async () => call.resolve());
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(TIMING.editModeClose - 1));
    expect(screen.getByRole('status').textContent).toBe('Saved');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Friday order')).toBeTruthy();
    expect(document.activeElement).toBe(editButton());
  });

  it('a submit during the 1 s of "saved" sends nothing more', async () => {
    vi.useFakeTimers();
    const rename = vi.fn(() => Promise.resolve());
    render(<ListName rename={rename} />);
    fireEvent.click(editButton());
    await act(async () => fireEvent.submit(field()));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    await act(async () => fireEvent.submit(field()));
    expect(rename).toHaveBeenCalledOnce();
  });

  it('the close delay is the spec figure, 1 s', () => {
    expect(TIMING.editModeClose).toBe(1000);
  });

  it('a failed save stays in edit mode with the message and the typed value', async () => {
    render(<ListName rename={() => Promise.reject(new ApiNetworkError('PUT', 'favorites/F1', 'network'))} />);
    fireEvent.click(editButton());
    fireEvent.change(field(), { target: { value: 'Friday order' } });
    await act(async () => fireEvent.submit(field()));
    expect(screen.getByRole('alert').textContent).toBe('Could not save. Please try again.');
    expect(field().value).toBe('Friday order');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('a 400 of a call with a validation group shows the server Message in the edit form', async () => {
    render(
      <ListName
        rename={() =>
          Promise.reject(new ApiHttpError('PUT', 'user', 400, { Message: 'This e-mail is in use.' }, 'login'))
        }
      />,
    );
    fireEvent.click(editButton());
    await act(async () => fireEvent.submit(field()));
    expect(screen.getByRole('alert').textContent).toBe('This e-mail is in use.');
  });

  it('Cancel closes at once without saving, focus back on the edit button', () => {
    const rename = vi.fn(() => Promise.resolve());
    render(<ListName rename={rename} />);
    fireEvent.click(editButton());
    fireEvent.change(field(), { target: { value: 'Friday order' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rename).not.toHaveBeenCalled();
    expect(screen.getByText('Weekly order')).toBeTruthy();
    expect(document.activeElement).toBe(editButton());
  });

  it('opened again after a failure, it shows no old message', async () => {
    render(<ListName rename={() => Promise.reject(new ApiNetworkError('PUT', 'favorites/F1', 'network'))} />);
    fireEvent.click(editButton());
    await act(async () => fireEvent.submit(field()));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(editButton());
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('leaving the page within the 1 s leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<ListName rename={() => Promise.resolve()} />);
    fireEvent.click(editButton());
    const before = vi.getTimerCount();
    await act(async () => fireEvent.submit(field()));
    expect(vi.getTimerCount()).toBe(before + 1); // the 1 s close
    unmount();
    expect(vi.getTimerCount()).toBe(before);
  });
});
