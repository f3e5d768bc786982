import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineItem } from '../../../../shared/domain/models';
import { groupLines, undeliverableLines } from '../../../../shared/domain/checkout/checkout-lines';
import {
  DEFAULT_ORDER_REFERENCE_MAX_LENGTH,
  orderReferenceProblem,
} from '../../../../shared/domain/checkout/checkout-reference';
import { errorsByLineId, nextStepHref, readCheckoutFailure } from '../../../../shared/domain/checkout/checkout-submit';
import { latestPerKey } from '../../../../shared/lib/latest-per-key';
import { TIMING } from '../../../../shared/lib/timing';

const line = (id: string, category?: { Id: string; DisplayName: string; SortOrder?: number }, deliverable = true) =>
  ({
    Id: id,
    ProductId: `p${id}`,
    QuickSaleId: null,
    Quantity: 1,
    IsDeliverable: deliverable,
    IsInStock: true,
    Product: {
      Id: `p${id}`,
      DisplayName: `Product ${id}`,
      SalesUnits: { Values: [] },
      IsStockManaged: false,
      Categories: category ? { Level1: category } : undefined,
    },
  }) satisfies LineItem;

const dairy = { Id: 'c2', DisplayName: 'Dairy', SortOrder: 2 };
const bakery = { Id: 'c1', DisplayName: 'Bakery', SortOrder: 1 };
const fish = { Id: 'c3', DisplayName: 'Fish' };

describe('SPEC 3 user settings: BasketItemsDisplayMode "Category" groups basket lines', () => {
  const lines = [line('1', dairy), line('2', bakery), line('3'), line('4', dairy), line('5', fish)];

  it('groups by Level1 category in SortOrder, keeping basket order inside a group; lines without a category last', () => {
    const groups = groupLines(lines, 'Category');
    expect(groups.map((g) => g.title)).toEqual(['Bakery', 'Dairy', 'Fish', null]);
    expect(groups.map((g) => g.lines.map((l) => l.Id))).toEqual([['2'], ['1', '4'], ['5'], ['3']]);
  });

  it('any other mode is one list in basket order', () => {
    expect(groupLines(lines, 'List')).toEqual([{ key: '', title: null, lines }]);
    expect(groupLines(lines, undefined)).toHaveLength(1);
    expect(groupLines([], 'Category')).toEqual([]);
  });
});

describe('SPEC 8 invalid basket: a notification shows if any line is not deliverable', () => {
  it('finds the lines that are not deliverable', () => {
    expect(undeliverableLines([line('1'), line('2', undefined, false)]).map((l) => l.Id)).toEqual(['2']);
    expect(undeliverableLines([line('1')])).toEqual([]);
  });
});

describe('SPEC 5 order reference: required unless punch-out; default maximum length 20', () => {
  it('the default maximum is 20 characters', () => {
    expect(DEFAULT_ORDER_REFERENCE_MAX_LENGTH).toBe(20);
    const rule = { required: false, isPunchOut: false };
    expect(orderReferenceProblem('a'.repeat(20), rule)).toBeNull();
    expect(orderReferenceProblem('a'.repeat(21), rule)).toBe('tooLong');
    expect(orderReferenceProblem('a'.repeat(21), { ...rule, maxLength: 30 })).toBeNull();
  });

  it('an empty (or blank) reference blocks when the customer requires one and the user is not punch-out', () => {
    expect(orderReferenceProblem('', { required: true, isPunchOut: false })).toBe('required');
    expect(orderReferenceProblem('   ', { required: true, isPunchOut: false })).toBe('required');
    expect(orderReferenceProblem('', { required: true, isPunchOut: true })).toBeNull();
    expect(orderReferenceProblem('', { required: false, isPunchOut: false })).toBeNull();
    expect(orderReferenceProblem('PO-1', { required: true, isPunchOut: false })).toBeNull();
  });
});

describe('SPEC 8 checkout 400', () => {
  it('an OrderWarning opens the overlay with its Messages; Key and Time are kept for IgnoreWarning', () => {
    const body = {
      Message: 'Confirm',
      OrderWarning: { Key: 'LargeQuantity', Time: '2026-01-01T10:00:00', Messages: ['150 × Milk'] },
    };
    expect(readCheckoutFailure(body)).toEqual({
      kind: 'warning',
      warning: { Key: 'LargeQuantity', Time: '2026-01-01T10:00:00', Messages: ['150 × Milk'] },
    });
  });

  it('LineItemIndexesWithErrors marks lines with their AllErrorMessages', () => {
    const body = {
      Message: 'Some lines',
      LineItemIndexesWithErrors: [
        { LineItemIndex: 3, LineId: 'L4', AllErrorMessages: ['No'] },
        { LineItemIndex: 1, AllErrorMessages: ['Gone', 'Late'] },
      ],
    };
    const failure = readCheckoutFailure(body);
    expect(failure).toEqual({
      kind: 'lines',
      message: 'Some lines',
      lines: [
        { index: 3, lineId: 'L4', messages: ['No'] },
        { index: 1, lineId: null, messages: ['Gone', 'Late'] },
      ],
    });
    if (failure.kind !== 'lines') throw new Error('expected line errors');
    // In basket order, by LineId when it names a line, else by index.
    expect([...errorsByLineId(failure.lines, ['L1', 'L2', 'L3', 'L4'])]).toEqual([
      ['L2', ['Gone', 'Late']],
      ['L4', ['No']],
    ]);
    expect([...errorsByLineId([{ index: 9, lineId: 'X', messages: ['?'] }], ['L1'])]).toEqual([]);
  });

  it('otherwise Message, else ErrorMessage, else nothing (the widget says something itself)', () => {
    expect(readCheckoutFailure({ Message: 'M', ErrorMessage: 'E' })).toEqual({ kind: 'message', message: 'M' });
    expect(readCheckoutFailure({ ErrorMessage: 'E' })).toEqual({ kind: 'message', message: 'E' });
    expect(readCheckoutFailure(undefined)).toEqual({ kind: 'message', message: '' });
  });
});

describe('SPEC 4: on success the user goes to the next-step URL with an id query', () => {
  const base = 'https://shop.example/checkout/basket?x=1';
  it('adds the id to a relative or same-origin target, keeping its query', () => {
    expect(nextStepHref('receipt.html', '7200001', base)).toBe('https://shop.example/checkout/receipt.html?id=7200001');
    expect(nextStepHref('/receipt?step=2', 'A 1', base)).toBe('https://shop.example/receipt?step=2&id=A+1');
    expect(nextStepHref('https://shop.example/r', '1', base)).toBe('https://shop.example/r?id=1');
  });
  it('refuses other origins and schemes', () => {
    expect(nextStepHref('https://evil.example/r', '1', base)).toBeNull();
    expect(nextStepHref('javascript:alert(1)', '1', base)).toBeNull();
  });
});

describe('SPEC 4/9 debounces: checkout quantity 200 ms (only the latest submitted), submit 300 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the figures are 200 and 300 ms', () => {
    expect(TIMING.checkoutQuantityDebounce).toBe(200);
    expect(TIMING.basketSubmitDebounce).toBe(300);
  });

  it('runs a key 200 ms after its last change with the latest value; other keys keep their own timers', async () => {
    const run = vi.fn(async () => {});
    const debounce = latestPerKey<number>(TIMING.checkoutQuantityDebounce, run);
    debounce.schedule('a', 1);
    await vi.advanceTimersByTimeAsync(150);
    debounce.schedule('a', 2);
    debounce.schedule('b', 5);
    await vi.advanceTimersByTimeAsync(199);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.mock.calls).toEqual([
      ['a', 2],
      ['b', 5],
    ]);
    expect(debounce.isLatest('a', 2)).toBe(true);
    debounce.schedule('a', 3);
    expect(debounce.isLatest('a', 2)).toBe(false);
  });

  it('flush runs the waiting keys at once and waits for running ones', async () => {
    let release!: () => void;
    const run = vi.fn(() => new Promise<void>((r) => (release = r)));
    const debounce = latestPerKey<number>(200, run);
    debounce.schedule('a', 1);
    let done = false;
    const flushed = debounce.flush().then(() => (done = true));
    expect(run).toHaveBeenCalledWith('a', 1);
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await flushed;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
