import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiAbortError,
  ApiHttpError,
  ApiNetworkError,
  MissingModelError,
  SessionExpiredError,
} from '../../../../shared/api/http/errors';
import { textProblem } from '../../../../shared/domain/forms/field-rules';
import { Form, FormError, SubmitButton } from '../../../../shared/ui/forms/form';
import { TextField } from '../../../../shared/ui/forms/text-field';
import { useProblemText } from '../../../../shared/ui/forms/use-forms-t';
import { useSubmit, type SubmitOptions } from '../../../../shared/ui/forms/use-submit';
import { TIMING } from '../../../../shared/lib/timing';
import { deferred, setLanguage } from './set-language';

/** A create-list form as a screen would build it from the kit. */
function CreateList({ send, options }: { send(name: string): Promise<unknown>; options?: SubmitOptions }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const submit = useSubmit(options);
  const problemText = useProblemText();
  const nameProblem = textProblem(name, { required: true, maxLength: 20 });
  return (
    <Form submit={submit} onSubmit={() => void submit.run(() => send(name), { valid: !nameProblem })}>
      <TextField label="Note" value={note} onValueChange={setNote} />
      <TextField
        label="List name"
        value={name}
        onValueChange={setName}
        error={submit.attempted ? problemText(nameProblem) : undefined}
      />
      <FormError message={submit.error} />
      <SubmitButton busy={submit.busy}>Create list</SubmitButton>
    </Form>
  );
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'List name' });
const type = (value: string) => fireEvent.change(nameField(), { target: { value } });
const alert = () => screen.getByRole('alert').textContent;

async function sendFailing(error: unknown, options?: SubmitOptions) {
  const send = vi.fn(() => Promise.reject(error));
  render(<CreateList send={send} options={options} />);
  type('Weekly order');
  await act(async () => fireEvent.submit(nameField()));
  return send;
}

describe('useSubmit with Form, SubmitButton and FormError', () => {
  it('cannot be sent twice: while the first is in flight the button is busy and another submit does nothing', async () => {
    setLanguage('en');
    const call = deferred();
    const send = vi.fn(() => call.promise);
    render(<CreateList send={send} />);
    type('Weekly order');
    fireEvent.submit(nameField());
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    fireEvent.submit(nameField());
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith('Weekly order');
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    expect(screen.getByRole('button', { name: 'Create list' }).hasAttribute('aria-disabled')).toBe(false);
    await act(async () => fireEvent.submit(nameField()));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('two submits in the same tick (a double click) send once', async () => {
    setLanguage('en');
    const send = vi.fn(() => Promise.resolve());
    render(<CreateList send={send} />);
    type('Weekly order');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
      fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    });
    expect(send).toHaveBeenCalledOnce();
  });

  it('a 400 whose call carried a validation group shows the server Message in the form', async () => {
    setLanguage('en');
    await sendFailing(
      new ApiHttpError('POST', 'user/password', 400, { Message: 'The password is too short.' }, 'login'),
    );
    expect(alert()).toBe('The password is too short.');
  });

  it('a 400 without a validation group is "could not save" (the server text was not meant for the form)', async () => {
    setLanguage('en');
    await sendFailing(new ApiHttpError('POST', 'favorites', 400, { Message: 'Internal detail' }));
    expect(alert()).toBe('Could not save. Please try again.');
  });

  it('a 400 with a validation group but no Message is "could not save"', async () => {
    setLanguage('en');
    await sendFailing(new ApiHttpError('POST', 'user', 400, {}, 'login'));
    expect(alert()).toBe('Could not save. Please try again.');
  });

  it('a network error says "could not save, try again" and keeps every value typed', async () => {
    setLanguage('en');
    render(<CreateList send={() => Promise.reject(new ApiNetworkError('POST', 'favorites', 'network'))} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'for Mondays' } });
    type('Weekly order');
    await act(async () => fireEvent.submit(nameField()));
    expect(alert()).toBe('Could not save. Please try again.');
    expect(nameField().value).toBe('Weekly order');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe('for Mondays');
  });

  it('a 5xx says "could not save, try again", whatever Message it carries', async () => {
    setLanguage('en');
    await sendFailing(new ApiHttpError('POST', 'favorites', 503, { Message: 'Service Unavailable' }, 'login'));
    expect(alert()).toBe('Could not save. Please try again.');
  });

  it('an answer without Model is "could not save" too', async () => {
    setLanguage('en');
    await sendFailing(new MissingModelError('POST', 'favorites', 200));
    expect(alert()).toBe('Could not save. Please try again.');
  });

  it('an expired session says so', async () => {
    setLanguage('en');
    await sendFailing(new SessionExpiredError('POST', 'favorites', 401));
    expect(alert()).toBe('Your session has expired. Log in again, then try once more.');
  });

  it('a 403 says the action is not allowed, not that the session expired (issue #32), in both languages', async () => {
    setLanguage('en');
    await sendFailing(new ApiHttpError('POST', 'favorites', 403, { Message: 'Forbidden' }, 'login'));
    expect(alert()).toBe('You are not allowed to do this.');
  });

  it('a 403 in Danish', async () => {
    setLanguage('da');
    await sendFailing(new ApiHttpError('POST', 'favorites', 403, {}));
    expect(alert()).toBe('Du har ikke tilladelse til at gøre dette.');
  });

  it('an aborted request shows nothing', async () => {
    setLanguage('en');
    await sendFailing(new ApiAbortError('POST', 'favorites'));
    expect(alert()).toBe('');
  });

  it("the form's own reading of a failure comes first; undefined leaves it to the kit", async () => {
    setLanguage('en');
    const failureMessage = (error: unknown) =>
      error instanceof ApiHttpError && error.status === 409 ? 'A list with this name exists already.' : undefined;
    await sendFailing(new ApiHttpError('POST', 'favorites', 409, undefined), { failureMessage });
    expect(alert()).toBe('A list with this name exists already.');
  });

  it('a field problem sends nothing, shows the problem and focuses the field', async () => {
    setLanguage('en');
    const send = vi.fn(() => Promise.resolve());
    render(<CreateList send={send} />);
    expect(nameField().hasAttribute('aria-invalid')).toBe(false); // nothing shown before a submit
    await act(async () => fireEvent.submit(nameField()));
    expect(send).not.toHaveBeenCalled();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nameField().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Fill in this field.',
    );
    expect(document.activeElement).toBe(nameField());
    type('x'.repeat(21));
    expect(document.getElementById(nameField().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Use at most 20 characters.',
    );
  });

  it('a new submit clears the earlier failure message', async () => {
    setLanguage('en');
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiNetworkError('POST', 'favorites', 'network'))
      .mockResolvedValueOnce(undefined);
    render(<CreateList send={send} />);
    type('Weekly order');
    await act(async () => fireEvent.submit(nameField()));
    expect(alert()).not.toBe('');
    await act(async () => fireEvent.submit(nameField()));
    expect(alert()).toBe('');
  });

  it('after a success the form starts again without problems shown', async () => {
    setLanguage('en');
    function ClearsOnSuccess() {
      const [name, setName] = useState('Weekly order');
      const submit = useSubmit();
      const problem = textProblem(name, { required: true });
      return (
        <Form
          submit={submit}
          onSubmit={async () => {
            if ((await submit.run(() => Promise.resolve(), { valid: !problem })).status === 'done') setName('');
          }}
        >
          <TextField
            label="List name"
            value={name}
            onValueChange={setName}
            error={submit.attempted && problem ? 'Required' : undefined}
          />
          <SubmitButton busy={submit.busy}>Create list</SubmitButton>
        </Form>
      );
    }
    render(<ClearsOnSuccess />);
    await act(async () => fireEvent.submit(nameField()));
    expect(nameField().value).toBe('');
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
  });

  it('S9-05: with the click delay, a submit within 2000 ms of one that succeeded does nothing; from 2000 ms it sends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      setLanguage('en');
      const send = vi.fn(() => Promise.resolve());
      render(<CreateList send={send} options={{ clickDelay: true }} />);
      type('Weekly order');
      await act(async () => fireEvent.submit(nameField()));
      expect(send).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(TIMING.defaultClickDelay - 1);
      await act(async () => fireEvent.submit(nameField()));
      expect(send).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(1);
      await act(async () => fireEvent.submit(nameField()));
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('S9-05: a failed or refused submit holds nothing: the retry goes at once; without the option nothing is held', async () => {
    setLanguage('en');
    const send = await sendFailing(new ApiNetworkError('POST', 'favorites', 'network'), { clickDelay: true });
    await act(async () => fireEvent.submit(nameField()));
    expect(send).toHaveBeenCalledTimes(2);
    cleanup();
    const plain = vi.fn(() => Promise.resolve());
    render(<CreateList send={plain} />);
    type('Weekly order');
    await act(async () => fireEvent.submit(nameField()));
    await act(async () => fireEvent.submit(nameField()));
    expect(plain).toHaveBeenCalledTimes(2);
  });

  it('the messages are in Danish on a Danish page', async () => {
    setLanguage('da');
    await sendFailing(new ApiNetworkError('POST', 'favorites', 'network'));
    expect(alert()).toBe('Kunne ikke gemme. Prøv igen.');
  });
});
