import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DatePair } from '../../../../shared/domain/forms/date-pair';
import { DatePairField } from '../../../../shared/ui/forms/date-pair-field';
import { setLanguage } from './set-language';

function Period({ initial, min, max }: { initial: DatePair; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePairField
      legend="Period"
      firstLabel="From"
      secondLabel="To"
      value={value}
      onValueChange={setValue}
      min={min}
      max={max}
    />
  );
}

const from = () => screen.getByLabelText<HTMLInputElement>('From');
const to = () => screen.getByLabelText<HTMLInputElement>('To');

describe('DatePairField (SPEC 5: the second date cannot precede the first)', () => {
  it('is a group named by its legend with two labelled native date inputs', () => {
    setLanguage('en');
    render(<Period initial={{ first: '', second: '' }} />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
    expect(from().type).toBe('date');
    expect(to().type).toBe('date');
  });

  it('the second date cannot be picked before the first: its minimum follows the first', () => {
    setLanguage('en');
    render(<Period initial={{ first: '2026-05-04', second: '' }} min="2026-05-01" />);
    expect(from().min).toBe('2026-05-01');
    expect(to().min).toBe('2026-05-04');
    fireEvent.change(from(), { target: { value: '2026-05-11' } });
    expect(to().min).toBe('2026-05-11');
  });

  it('without a first date the second starts at the lower bound; both end at the upper bound', () => {
    setLanguage('en');
    render(<Period initial={{ first: '', second: '' }} min="2026-05-01" max="2026-06-30" />);
    expect(to().min).toBe('2026-05-01');
    expect(from().max).toBe('2026-06-30');
    expect(to().max).toBe('2026-06-30');
  });

  it('moving the first date past the second takes the second along', () => {
    setLanguage('en');
    render(<Period initial={{ first: '2026-05-04', second: '2026-05-08' }} />);
    fireEvent.change(from(), { target: { value: '2026-05-20' } });
    expect(to().value).toBe('2026-05-20');
    expect(to().hasAttribute('aria-invalid')).toBe(false);
  });

  it('moving the first date within the range keeps the second', () => {
    setLanguage('en');
    render(<Period initial={{ first: '2026-05-04', second: '2026-05-08' }} />);
    fireEvent.change(from(), { target: { value: '2026-05-06' } });
    expect(to().value).toBe('2026-05-08');
  });

  it('a second date typed before the first is named at once, on the second input', () => {
    setLanguage('en');
    render(<Period initial={{ first: '2026-05-04', second: '' }} />);
    fireEvent.change(to(), { target: { value: '2026-05-01' } });
    expect(to().getAttribute('aria-invalid')).toBe('true');
    expect(from().hasAttribute('aria-invalid')).toBe(false);
    const message = document.getElementById(to().getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('To cannot be before From.');
  });

  it('is in Danish on a Danish page', () => {
    setLanguage('da');
    render(<Period initial={{ first: '2026-05-04', second: '2026-05-01' }} />);
    expect(screen.getByText('To kan ikke være før From.')).toBeTruthy();
  });
});
