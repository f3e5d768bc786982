import { act, render } from '@testing-library/react';
import { atom } from 'nanostores';
import { useCallback, useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROWS_PER_FRAME } from '../../../../shared/domain/catalogue/product-list';
import { useStoreInParts } from '../../../../shared/ui/data/use-store-in-parts';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

/** The frame after a change, then its task (afterNextPaint): one part is drawn. */
function nextPart(): void {
  act(() => vi.advanceTimersToNextFrame());
  act(() => vi.advanceTimersByTime(1)); // fake timers give a timeout set during a tick 1 ms
}

/** A store of counts by name, views of one name's count (in the name's group unless told), and every render's "name=count". */
function setUp(counts: Record<string, number> = { a: 1, b: 7 }) {
  const $counts = atom<Record<string, number>>(counts);
  const listen = (changed: () => void) => $counts.listen(changed);
  const drawn: string[] = [];
  let relabel: (label: string) => void = () => {};
  function View({ name, group = name, id = name }: { name: string; group?: string; id?: string }) {
    const [label, setLabel] = useState('first');
    relabel = setLabel;
    const count = useStoreInParts(
      listen,
      useCallback(() => $counts.get()[name] ?? 0, [name]),
      group,
    );
    drawn.push(`${id}:${label}:${count}`);
    return null;
  }
  const add = (change: Record<string, number>) => act(() => $counts.set({ ...$counts.get(), ...change }));
  return { $counts, add, drawn, View, relabel: (label: string) => act(() => relabel(label)) };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `r${String(i).padStart(2, '0')}`);
const changedRows = (drawn: string[]) => drawn.map((d) => d.split(':')[0]);

describe('useStoreInParts', () => {
  it("draws a store's change after the frame that follows it has painted, not in the task that made it", () => {
    const { add, drawn, View, relabel } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    add({ a: 2 });
    relabel('second'); // an urgent update of the same moment draws without the change
    expect(drawn).toEqual(['a:second:1']);
    act(() => vi.advanceTimersToNextFrame());
    expect(drawn).toEqual(['a:second:1']);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn).toEqual(['a:second:1', 'a:second:2']);
  });

  it(`draws ${ROWS_PER_FRAME} changed rows a frame, in the order they subscribed`, () => {
    const rows = names(30);
    const { add, drawn, View } = setUp(Object.fromEntries(rows.map((r) => [r, 0])));
    render(
      <>
        {rows.map((r) => (
          <View key={r} name={r} />
        ))}
      </>,
    );
    drawn.length = 0;
    add(Object.fromEntries(rows.map((r) => [r, 1])));
    for (let shown = ROWS_PER_FRAME; shown < rows.length + ROWS_PER_FRAME; shown += ROWS_PER_FRAME) {
      nextPart();
      expect(changedRows(drawn)).toEqual(rows.slice(0, shown));
    }
    expect(drawn.every((d) => d.endsWith(':1'))).toBe(true);
    expect(vi.getTimerCount()).toBe(0); // nothing left waiting: no frame asked for
  });

  it('keeps a group in one part however many views it has, and gives unchanged rows no place', () => {
    // A part's worth of rows less one, a line of three views (one group), one more row, then rows that do not
    // change: the first part has ROWS_PER_FRAME groups (the line whole), the second the last changed row; the
    // unchanged rows render nothing.
    const singles = ROWS_PER_FRAME - 1;
    const rows = names(400);
    const [line1, line2, line3, after] = rows.slice(singles, singles + 4) as [string, string, string, string];
    const { add, drawn, View } = setUp(Object.fromEntries(rows.map((r) => [r, 0])));
    render(
      <>
        {rows.slice(0, singles).map((r) => (
          <View key={r} name={r} />
        ))}
        <View name={line1} group="line" id="line-quantity" />
        <View name={line2} group="line" id="line-unit" />
        <View name={line3} group="line" id="line-save" />
        {rows.slice(singles + 3).map((r) => (
          <View key={r} name={r} />
        ))}
      </>,
    );
    drawn.length = 0;
    add(Object.fromEntries(rows.slice(0, singles + 4).map((r) => [r, 1])));
    nextPart();
    const first = [...rows.slice(0, singles), 'line-quantity', 'line-unit', 'line-save'];
    expect(changedRows(drawn)).toEqual(first);
    nextPart();
    expect(changedRows(drawn)).toEqual([...first, after]);
  });

  it('asks for nothing for a change that leaves its value as it was', () => {
    const { add, drawn, View } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    add({ b: 8 });
    expect(vi.getTimerCount()).toBe(0);
    nextPart();
    expect(drawn).toEqual([]);
  });

  it('ends on the latest value when it changes and changes back before its part is drawn', () => {
    const { add, drawn, View } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    add({ a: 2 });
    add({ a: 1 });
    nextPart();
    expect(drawn).toEqual([]);
    add({ a: 3 });
    add({ a: 4 });
    nextPart();
    expect(drawn).toEqual(['a:first:4']);
  });

  it('reads another source at once, and follows it from then on', () => {
    const { add, drawn, View } = setUp();
    const { rerender } = render(<View name="a" />);
    drawn.length = 0;
    act(() => rerender(<View name="b" />));
    expect(drawn[0]).toBe('b:first:7');
    add({ b: 9 });
    nextPart();
    expect(drawn.at(-1)).toBe('b:first:9');
    drawn.length = 0;
    add({ a: 5 });
    nextPart();
    expect(drawn).toEqual([]);
  });

  it('takes a change made between its render and its subscription', () => {
    const { $counts, drawn, View } = setUp();
    // A sibling's layout effect runs after the view's render and before the view's (passive) subscription.
    function Changer() {
      useLayoutEffect(() => $counts.set({ a: 6, b: 7 }), []);
      return null;
    }
    render(
      <>
        <View name="a" />
        <Changer />
      </>,
    );
    nextPart();
    expect(drawn).toEqual(['a:first:1', 'a:first:6']);
  });

  it('draws nothing for a view gone before its part, and the others as they were to be', () => {
    const { add, drawn, View } = setUp();
    const { rerender } = render(
      <>
        <View name="a" />
        <View name="b" />
      </>,
    );
    drawn.length = 0;
    add({ a: 2, b: 8 });
    rerender(<View name="b" />);
    drawn.length = 0;
    nextPart();
    expect(drawn).toEqual(['b:first:8']);
  });

  it('gives a change made while a part is drawn a later part', () => {
    const { $counts, add, drawn, View } = setUp();
    /** Moves b when it draws a's new count: a store set in a commit, as an effect of a drawn row may. */
    function Follower() {
      const a = useStoreInParts(
        (changed) => $counts.listen(changed),
        useCallback(() => $counts.get().a ?? 0, []),
        'follower',
      );
      useLayoutEffect(() => {
        if (a > 1) $counts.set({ ...$counts.get(), b: a * 10 });
      }, [a]);
      return null;
    }
    render(
      <>
        <Follower />
        <View name="b" />
      </>,
    );
    drawn.length = 0;
    add({ a: 2 });
    nextPart();
    expect(drawn).toEqual([]);
    nextPart();
    expect(drawn).toEqual(['b:first:20']);
  });
});
