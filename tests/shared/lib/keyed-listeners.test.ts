import { atom, onMount, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyedListeners } from '../../../shared/lib/keyed-listeners';

/** A store of counts by key, listened to by key: a key changed when its count did. */
function setUp() {
  const $counts = atom<Record<string, number>>({ a: 1, b: 1, c: 1 });
  const named: string[][] = [];
  const listen = keyedListeners($counts, (before, after) => {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
    named.push(keys);
    return [...keys, ...keys]; // a key named twice is called once
  });
  const heard: string[] = [];
  const follow = (key: string, who = key) => listen(key, () => heard.push(who));
  return { $counts, listen, follow, heard, named };
}

afterEach(() => vi.useRealTimers());

describe('keyedListeners (rows that follow their own line)', () => {
  it('calls only the listeners of the keys a change names, each once, in the order they subscribed', () => {
    const { $counts, follow, heard } = setUp();
    follow('c', 'c1');
    follow('a', 'a1');
    follow('b', 'b1');
    follow('c', 'c2');
    $counts.set({ a: 1, b: 1, c: 2 });
    expect(heard).toEqual(['c1', 'c2']);
    heard.length = 0;
    $counts.set({ a: 5, b: 1, c: 3 }); // named a, then c: called in subscription order
    expect(heard).toEqual(['c1', 'a1', 'c2']);
  });

  it('stops calling a listener once it unsubscribes, and the store is left once nobody listens', () => {
    const { $counts, follow, heard } = setUp();
    let mounted = false;
    onMount($counts, () => {
      mounted = true;
      return () => {
        mounted = false;
      };
    });
    const stopA = follow('a');
    const stopB = follow('b');
    expect(mounted).toBe(true);
    stopA();
    $counts.set({ a: 2, b: 2, c: 1 });
    expect(heard).toEqual(['b']);
    vi.useFakeTimers();
    stopB();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY); // nanostores leaves a store a moment after its last listener goes
    expect(mounted).toBe(false);
  });

  it('compares a change with the value when listening began again, not with the one before it stopped', () => {
    const { $counts, follow, heard, named } = setUp();
    follow('a')();
    $counts.set({ a: 7, b: 1, c: 1 }); // nobody listens
    follow('a');
    $counts.set({ a: 7, b: 2, c: 1 });
    expect(named.at(-1)).toEqual(['b']);
    expect(heard).toEqual([]);
  });
});
