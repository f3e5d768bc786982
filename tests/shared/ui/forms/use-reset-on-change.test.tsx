import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useResetOnChange } from '../../../../shared/ui/forms/use-reset-on-change';

/** Every value the field was committed with, in order: a stale one committed after the term changed shows here. */
let committed: string[] = [];

/** A search field that mirrors the address's term, as the search forms do. */
function TermField({ term }: { term: string }) {
  const [draft, setDraft] = useState(term);
  useResetOnChange(term, () => setDraft(term));
  useLayoutEffect(() => {
    committed.push(draft);
  });
  return <input aria-label="Term" value={draft} onChange={(e) => setDraft(e.target.value)} />;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Term' });

describe('useResetOnChange (state that follows a prop)', () => {
  it("takes the prop's new value in the render that brings it, never drawing the stale one", () => {
    committed = [];
    const { rerender } = render(<TermField term="milk" />);
    rerender(<TermField term="bread" />);
    expect(field().value).toBe('bread');
    // An effect would have committed "milk" once more with the new term, then "bread".
    expect(committed).toEqual(['milk', 'bread']);
  });

  it("keeps the user's typing while the prop stays the same, and drops it when the prop changes", () => {
    const { rerender } = render(<TermField term="milk" />);
    fireEvent.change(field(), { target: { value: 'milk 1' } });
    rerender(<TermField term="milk" />);
    expect(field().value).toBe('milk 1');
    rerender(<TermField term="eggs" />);
    expect(field().value).toBe('eggs');
    // Back to a term seen before is a change too.
    fireEvent.change(field(), { target: { value: 'eggs 12' } });
    rerender(<TermField term="milk" />);
    expect(field().value).toBe('milk');
  });
});
