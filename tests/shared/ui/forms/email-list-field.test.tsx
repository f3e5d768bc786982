import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailListField } from '../../../../shared/ui/forms/email-list-field';
import { setLanguage } from './set-language';

function Recipients({
  initial = '',
  showProblem = true,
  required = false,
  error,
}: {
  initial?: string;
  showProblem?: boolean;
  required?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <EmailListField
      label="Send the report to"
      value={value}
      onValueChange={setValue}
      showProblem={showProblem}
      required={required}
      error={error}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Send the report to' });
const describedBy = () =>
  field()
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('EmailListField (SPEC 5 multiple e-mail field)', () => {
  it('says how to separate addresses, and is a text field the browser does not rewrite', () => {
    setLanguage('en');
    render(<Recipients />);
    expect(describedBy()).toEqual(['Separate several addresses with commas.']);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('email');
  });

  it('the empty field is fine', () => {
    setLanguage('en');
    render(<Recipients />);
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('names the one invalid entry', () => {
    setLanguage('en');
    render(<Recipients initial="a@kantinen.dk, kantinen" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()[1]).toBe('kantinen is not a valid e-mail address.');
  });

  it('names every invalid entry, trimmed', () => {
    setLanguage('en');
    render(<Recipients initial="kok@, a@kantinen.dk,  chef kantinen.dk " />);
    expect(describedBy()[1]).toBe('These are not valid e-mail addresses: kok@, chef kantinen.dk.');
  });

  it('follows the typing once problems are shown', () => {
    setLanguage('en');
    render(<Recipients initial="nope" />);
    fireEvent.change(field(), { target: { value: 'a@kantinen.dk, b@kantinen.dk' } });
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows no problem before the form asks for it (no message while the first address is typed)', () => {
    setLanguage('en');
    render(<Recipients initial="a@kanti" showProblem={false} />);
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('a field that needs an address refuses the empty list', () => {
    setLanguage('en');
    render(<Recipients required />);
    expect(describedBy()[1]).toBe('Fill in this field.');
    expect(field().required).toBe(true);
  });

  it("the form's own message (an address the server refused) is shown instead", () => {
    setLanguage('en');
    render(<Recipients initial="a@kantinen.dk" error="a@kantinen.dk is blocked." />);
    expect(describedBy()[1]).toBe('a@kantinen.dk is blocked.');
  });

  it('is in Danish on a Danish page', () => {
    setLanguage('da');
    render(<Recipients initial="kok, chef" />);
    expect(describedBy()).toEqual([
      'Adskil flere adresser med komma.',
      'Disse er ikke gyldige e-mailadresser: kok, chef.',
    ]);
  });
});
