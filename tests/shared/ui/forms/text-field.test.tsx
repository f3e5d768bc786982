import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../../shared/ui/forms/text-field';
import { setLanguage } from './set-language';

function Name({ error, hint, hideLabel }: { error?: string; hint?: string; hideLabel?: boolean }) {
  const [value, setValue] = useState('Weekly order');
  return (
    <TextField
      label="List name"
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      value={value}
      onValueChange={setValue}
    />
  );
}

beforeEach(() => setLanguage('en'));

describe('TextField', () => {
  it('is named by its visible label, never by a placeholder', () => {
    render(<Name />);
    const input = screen.getByRole('textbox', { name: 'List name' });
    expect(input.hasAttribute('placeholder')).toBe(false);
    expect(screen.getByText('List name').tagName).toBe('LABEL');
  });

  it('is a controlled field: typing reports the new value', () => {
    render(<Name />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'List name' });
    fireEvent.change(input, { target: { value: 'Friday' } });
    expect(input.value).toBe('Friday');
  });

  it('without a problem it is not invalid and is described by its hint only', () => {
    render(<Name hint="Shown to everyone you share it with." />);
    const input = screen.getByRole('textbox', { name: 'List name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Shown to everyone you share it with.').id);
  });

  it('an inline message makes it aria-invalid and describes it, after the hint', () => {
    render(<Name hint="Shown to everyone." error="A list with this name exists already." />);
    const input = screen.getByRole('textbox', { name: 'List name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Shown to everyone.',
      'A list with this name exists already.',
    ]);
  });

  it('a hidden label still names the field for screen readers', () => {
    render(<Name hideLabel />);
    expect(screen.getByText('List name').className).toBe('wsh-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'List name' })).toBeTruthy();
  });
});
