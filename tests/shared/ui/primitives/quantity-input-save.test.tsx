import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { QuantityInput, type QuantityInputProps } from '../../../../shared/ui/primitives/quantity-input';
import type { LineSave } from '../../../../shared/ui/data/use-line-save';

function setup(props: Partial<QuantityInputProps> = {}) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ language: 'en' })}</script>`;
  reloadPageContext();
  const base: QuantityInputProps = { label: 'Quantity', value: 5, onCommit: () => true, save: { state: 'saved' } };
  const view = render(<QuantityInput {...base} {...props} />);
  const rerender = (next: Partial<QuantityInputProps>) =>
    view.rerender(<QuantityInput {...base} {...props} {...next} />);
  return { input: screen.getByLabelText('Quantity') as HTMLInputElement, rerender, user: userEvent.setup() };
}

afterEach(cleanup);

describe('QuantityInput: never shows a quantity as saved when the server has another', () => {
  it('a server-clamped quantity is shown after blur (not while typing)', async () => {
    const { input, rerender, user } = setup();
    await user.clear(input);
    await user.type(input, '9');
    rerender({ save: { state: 'pending' } });
    // The server saved 7 (stock) while the field still has focus: the typed 9 stays while typing.
    rerender({ value: 7, save: { state: 'saved' } });
    expect(input.value).toBe('9');
    await user.tab();
    expect(input.value).toBe('7');
  });

  it('a quantity the server kept as it was (the same value as before) is shown after blur', async () => {
    const { input, rerender, user } = setup();
    await user.clear(input);
    await user.type(input, '9');
    rerender({ save: { state: 'pending' } });
    rerender({ value: 5, save: { state: 'rejected', message: 'Product 1 cannot be ordered' } });
    expect(screen.getByText('Not saved: Product 1 cannot be ordered')).toBeTruthy();
    await user.tab();
    expect(input.value).toBe('5');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('Not saved: Product 1 cannot be ordered').id,
    );
  });

  it('an unsaved change keeps the typed value, says "Not saved" and offers a retry', async () => {
    const onRetry = vi.fn();
    const { input, rerender, user } = setup({ onRetry });
    await user.clear(input);
    await user.type(input, '9');
    rerender({ save: { state: 'unsaved' } });
    await user.tab();
    expect(input.value).toBe('9'); // what the buyer typed, marked as not saved
    expect(screen.getByText('Not saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("a pending change is not overwritten by an earlier batch's answer, even without focus", async () => {
    const { input, rerender, user } = setup();
    await user.clear(input);
    await user.type(input, '9');
    rerender({ save: { state: 'pending' } as LineSave }); // the store marks the row as the change is queued
    await user.tab();
    expect(input.value).toBe('9');
    rerender({ save: { state: 'pending' } as LineSave, value: 3 });
    expect(input.value).toBe('9');
    rerender({ save: { state: 'saved' }, value: 9 });
    expect(input.value).toBe('9');
  });
});
