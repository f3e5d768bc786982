import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { QuantityInput, type QuantityInputProps } from '../../../../shared/ui/primitives/quantity-input';
import { texts } from '../../../../shared/ui/primitives/quantity-input-texts';

const carton = { singular: 'karton', plural: 'kartoner' };

function setup(props: Partial<QuantityInputProps> = {}, language = 'en') {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ language })}</script>`;
  reloadPageContext();
  const onCommit = vi.fn<(q: number) => boolean | void>(() => true);
  const view = render(<QuantityInput label="Quantity" value={0} onCommit={onCommit} {...props} />);
  const input = screen.getByLabelText('Quantity') as HTMLInputElement;
  return { input, onCommit, user: userEvent.setup(), view };
}

afterEach(cleanup);

describe('QuantityInput: SPEC 5 ignored keys', () => {
  it.each(['e', 'E', '+', ',', '-', '.'])('ignores the key "%s"', (key) => {
    const { input } = setup();
    expect(fireEvent.keyDown(input, { key })).toBe(false); // false: default prevented, nothing is typed
  });

  it.each(['NumpadAdd', 'NumpadSubtract', 'NumpadDecimal', 'NumpadMultiply', 'NumpadDivide'])(
    'ignores the numeric keypad operator %s',
    (code) => {
      const { input } = setup();
      expect(fireEvent.keyDown(input, { code, key: 'Unidentified' })).toBe(false);
    },
  );

  it('lets digits, editing keys, the arrows and shortcuts through', () => {
    const { input } = setup();
    for (const key of ['1', 'Backspace', 'Delete', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft'])
      expect(fireEvent.keyDown(input, { key })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'e', ctrlKey: true })).toBe(true);
  });

  it('typing 1e2, 3+4, 5,6, 7-8 and 9.1 keeps only the digits', async () => {
    const { input, user } = setup();
    await user.type(input, '1e2');
    expect(input.value).toBe('12');
    for (const [typed, kept] of [
      ['3+4', '34'],
      ['5,6', '56'],
      ['7-8', '78'],
      ['9.1', '91'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      expect(input.value).toBe(kept);
    }
  });

  it('is a text field with a numeric keyboard, so ArrowUp and ArrowDown never change the number', async () => {
    const { input, user } = setup({ value: 3 });
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input.value).toBe('3');
  });
});

describe('QuantityInput: typing and committing', () => {
  it('drops typed letters: nothing shows and nothing is committed', async () => {
    const { input, onCommit, user } = setup();
    await user.type(input, 'abc');
    expect(input.value).toBe('');
    expect(onCommit).not.toHaveBeenCalled();
    await user.type(input, 'x4y');
    expect(input.value).toBe('4');
    expect(onCommit).toHaveBeenLastCalledWith(4);
  });

  it('drops letters from pasted text', async () => {
    const { input, onCommit, user } = setup();
    await user.click(input);
    await user.paste('12 stk');
    expect(input.value).toBe('12');
    expect(onCommit).toHaveBeenLastCalledWith(12);
  });

  it('commits each change', async () => {
    const { input, onCommit, user } = setup();
    await user.type(input, '12');
    expect(onCommit.mock.calls).toEqual([[1], [12]]);
  });

  it('an empty quantity commits 0 (removes the line)', async () => {
    const { input, onCommit, user } = setup({ value: 5 });
    expect(input.value).toBe('5');
    await user.clear(input);
    expect(input.value).toBe('');
    expect(onCommit).toHaveBeenLastCalledWith(0);
  });

  it('a change that is not accepted reverts the entry', async () => {
    const { input, onCommit, user } = setup({ value: 2 });
    onCommit.mockReturnValue(false);
    await user.type(input, '7');
    expect(onCommit).toHaveBeenLastCalledWith(27);
    expect(input.value).toBe('2');
  });

  it('follows a new committed value, but not while the field is being typed in', async () => {
    const { input, user, view, onCommit } = setup({ value: 1 });
    view.rerender(<QuantityInput label="Quantity" value={3} onCommit={onCommit} />);
    expect(input.value).toBe('3');
    await user.type(input, '4');
    view.rerender(<QuantityInput label="Quantity" value={1} onCommit={onCommit} />);
    expect(input.value).toBe('34');
  });
});

describe('QuantityInput: SPEC 5 stock, the entry may not exceed whole sales units in stock', () => {
  const warning = () => document.querySelector('.wsh-quantity-input__warning')!;

  it('warns with the remaining count and the plural unit text, and resets the entry to the committed quantity', async () => {
    const { input, onCommit, user } = setup({ value: 2, max: 4, unit: carton });
    await user.type(input, '5'); // "25"
    expect(screen.getByText('Only 4 kartoner left in stock')).toBeTruthy();
    expect(input.value).toBe('2');
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-describedby')).toBe(warning().id);
    expect(warning().getAttribute('aria-live')).toBe('polite');
  });

  it('uses the singular unit text for 1 left, and resets a new entry to empty', async () => {
    const { input, user } = setup({ max: 1, unit: carton });
    await user.type(input, '2');
    expect(screen.getByText('Only 1 karton left in stock')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('says none are left when not one whole unit is in stock', async () => {
    const { input, user } = setup({ max: 0, unit: carton });
    await user.type(input, '1');
    expect(screen.getByText('No kartoner left in stock')).toBeTruthy();
  });

  it('accepts up to the stock and clears the warning on the next accepted entry', async () => {
    const { input, onCommit, user } = setup({ max: 4, unit: carton });
    await user.type(input, '9');
    expect(warning().textContent).not.toBe('');
    await user.type(input, '4');
    expect(onCommit).toHaveBeenLastCalledWith(4);
    expect(warning().textContent).toBe('');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('has no limit when the stock rule does not apply', async () => {
    const { input, onCommit, user } = setup({ max: null, unit: carton });
    await user.type(input, '999');
    expect(onCommit).toHaveBeenLastCalledWith(999);
  });

  it('warns in Danish on a Danish page', async () => {
    const { input, user } = setup({ max: 1, unit: carton }, 'da');
    await user.type(input, '3');
    expect(screen.getByText('Kun 1 karton på lager')).toBeTruthy();
  });
});

describe('quantity input texts', () => {
  it('has the same keys in English and Danish', () => {
    expect(Object.keys(texts.da).sort()).toEqual(Object.keys(texts.en).sort());
  });
});
