import { act, render } from '@testing-library/react';
import { atom } from 'nanostores';
import { useCallback, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreInTransition } from '../../../../shared/ui/data/use-store-in-transition';

/** A store of counts by name, a view of one name's count, and every render's "label:count". */
function setUp() {
  const $counts = atom<Record<string, number>>({ a: 1, b: 7 });
  const listen = (changed: () => void) => $counts.listen(changed);
  const drawn: string[] = [];
  let relabel: (label: string) => void = () => {};
  function View({ name }: { name: string }) {
    const [label, setLabel] = useState('first');
    relabel = setLabel;
    const count = useStoreInTransition(
      listen,
      useCallback(() => $counts.get()[name] ?? 0, [name]),
    );
    drawn.push(`${label}:${count}`);
    return null;
  }
  return { $counts, drawn, View, relabel: (label: string) => relabel(label) };
}

describe('useStoreInTransition', () => {
  it("renders a store's change after an urgent update of the same moment, in a render of its own", () => {
    const { $counts, drawn, View, relabel } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    act(() => {
      $counts.set({ a: 2, b: 7 });
      relabel('second');
    });
    // useSyncExternalStore would draw "second:2" at once: the change would be part of the urgent render.
    expect(drawn).toEqual(['second:1', 'second:2']);
  });

  it('renders nothing for a change that leaves its value as it was', () => {
    const { $counts, drawn, View } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    act(() => $counts.set({ a: 1, b: 8 }));
    expect(drawn).toEqual([]);
  });

  it('ends on the latest value when it changes and changes back before the transition renders', () => {
    const { $counts, drawn, View } = setUp();
    render(<View name="a" />);
    drawn.length = 0;
    act(() => {
      $counts.set({ a: 2, b: 7 });
      $counts.set({ a: 1, b: 7 });
    });
    expect(drawn.at(-1) ?? 'first:1').toBe('first:1');
    act(() => {
      $counts.set({ a: 3, b: 7 });
      $counts.set({ a: 4, b: 7 });
    });
    expect(drawn.at(-1)).toBe('first:4');
  });

  it('reads another source at once, and follows it from then on', () => {
    const { $counts, drawn, View } = setUp();
    const { rerender } = render(<View name="a" />);
    drawn.length = 0;
    act(() => rerender(<View name="b" />));
    expect(drawn[0]).toBe('first:7');
    act(() => $counts.set({ a: 1, b: 9 }));
    expect(drawn.at(-1)).toBe('first:9');
    act(() => $counts.set({ a: 5, b: 9 }));
    expect(drawn.at(-1)).toBe('first:9');
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
    expect(drawn).toEqual(['first:1', 'first:6']);
  });
});
