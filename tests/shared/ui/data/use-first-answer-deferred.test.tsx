import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstAnswerDeferred } from '../../../../shared/ui/data/use-first-answer-deferred';

/** Records the value each render of a view would draw. */
function setUp() {
  const drawn: (string | undefined)[] = [];
  function View({ answer }: { answer: string | undefined }) {
    drawn.push(useFirstAnswerDeferred(answer));
    return null;
  }
  return { drawn, View };
}

describe('useFirstAnswerDeferred', () => {
  it("draws the first answer in a render of its own, after the one its store update causes (issue #19: not in the answer's task)", () => {
    const { drawn, View } = setUp();
    const { rerender } = render(<View answer={undefined} />);
    expect(drawn).toEqual([undefined]);
    drawn.length = 0;
    act(() => rerender(<View answer="16 notifications" />));
    // The update's own render still shows the loading state; the deferred render draws the answer.
    expect(drawn).toEqual([undefined, '16 notifications']);
  });

  it("draws every later value in the update's own render, so what the user changed moves at once", () => {
    const { drawn, View } = setUp();
    const { rerender } = render(<View answer={undefined} />);
    act(() => rerender(<View answer="16 notifications" />));
    drawn.length = 0;
    act(() => rerender(<View answer="one marked read" />));
    // Drawn in the update's own render (React may draw it once more as the deferred value comes to rest).
    expect(drawn[0]).toBe('one marked read');
    expect(new Set(drawn)).toEqual(new Set(['one marked read']));
    drawn.length = 0;
    act(() => rerender(<View answer="another marked read" />));
    expect(drawn).toEqual(['another marked read']);
    drawn.length = 0;
    // A reload that empties the view and its next answer: the view has drawn before, so no frame's lag.
    act(() => rerender(<View answer={undefined} />));
    act(() => rerender(<View answer="reloaded" />));
    expect(drawn).toEqual([undefined, 'reloaded']);
  });

  it('draws an answer already there at mount at once: there is no older value to show', () => {
    const { drawn, View } = setUp();
    render(<View answer="cached" />);
    // React's useDeferredValue has no older value at mount: the first render draws it at once.
    expect(drawn).toEqual(['cached']);
  });
});
