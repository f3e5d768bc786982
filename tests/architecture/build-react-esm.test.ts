import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JSX_RUNTIME_EXPORTS, REACT_EXPORTS, REACT_EXPORTS_NOT_WRAPPED } from '../../scripts/react-esm.mjs';

/**
 * The ES module the build puts in front of React (scripts/react-esm.mjs) destructures React's CommonJS exports:
 * a listed name React no longer exports would be `undefined` in every widget, with no build error. So the lists
 * are compared with the installed React's own exports, and an upgrade that adds or removes one fails here.
 */
const require = createRequire(import.meta.url);
const sorted = (names: string[]) => [...names].sort();

describe("the React wrapper's export lists", () => {
  it("are react's exports: the wrapped ones and the others, each once", () => {
    expect(sorted([...REACT_EXPORTS, ...REACT_EXPORTS_NOT_WRAPPED])).toEqual(sorted(Object.keys(require('react'))));
    expect(REACT_EXPORTS.filter((name) => REACT_EXPORTS_NOT_WRAPPED.includes(name))).toEqual([]);
  });

  it("are react/jsx-runtime's exports, all wrapped", () => {
    expect(sorted(JSX_RUNTIME_EXPORTS)).toEqual(sorted(Object.keys(require('react/jsx-runtime'))));
  });
});
