// React 18 ships CommonJS only. esbuild calls a CommonJS export through its namespace object at every
// use, `(0, r.jsx)(…)` and `(0, r.useState)(…)`, in every module that imports React; this plugin puts
// one ES module in front of `react` and `react/jsx-runtime` that names their exports once, so our
// modules import plain bindings and call `jsx(…)`. Measured on the production build: every widget
// chunk with JSX gets smaller (issue #11: no widget chunk larger than before the consolidation).
//
// A name our code imports that is not listed below fails the build ("No matching export"), so the
// lists cannot silently fall behind. Only our `import` statements are redirected: libraries (react-dom's
// `require("react")`, react-day-picker's default import) and the shared-modules table (a namespace import of the real module, which the
// loader compares across islands) keep the CommonJS module, so there is still one React instance.

/** The React exports our code imports by name (libraries in node_modules keep their own imports). */
export const REACT_EXPORTS = [
  'Component',
  'Suspense',
  'createContext',
  'forwardRef',
  'lazy',
  'memo',
  'startTransition',
  'useCallback',
  'useContext',
  'useDeferredValue',
  'useEffect',
  'useId',
  'useLayoutEffect',
  'useMemo',
  'useRef',
  'useState',
  'useSyncExternalStore',
];
/**
 * React's other exports, which our code does not import. A wrapped name React no longer exports would be
 * `undefined` at run time, not a build error (the wrapper destructures a CommonJS module), so
 * tests/architecture/build-react-esm.test.ts compares both lists with React's own exports: an upgrade that
 * adds or removes one fails there, and each new name goes into one list or the other.
 */
export const REACT_EXPORTS_NOT_WRAPPED = [
  'Children',
  'Fragment',
  'Profiler',
  'PureComponent',
  'StrictMode',
  '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
  'act',
  'cloneElement',
  'createElement',
  'createFactory',
  'createRef',
  'isValidElement',
  'unstable_act',
  'useDebugValue',
  'useImperativeHandle',
  'useInsertionEffect',
  'useReducer',
  'useTransition',
  'version',
];
export const JSX_RUNTIME_EXPORTS = ['Fragment', 'jsx', 'jsxs'];

const NAMESPACE = 'react-esm';
const wrappers = { react: REACT_EXPORTS, 'react/jsx-runtime': JSX_RUNTIME_EXPORTS };

/** @param {string} root the project root, where node_modules is resolved from */
export function reactEsm(root) {
  return {
    name: 'react-esm',
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
        if (args.kind !== 'import-statement' || args.namespace === NAMESPACE) return undefined;
        if (args.importer.endsWith('shared-modules.ts') || args.importer.includes('node_modules')) return undefined;
        return { path: args.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `import * as m from '${args.path}';\nexport const { ${wrappers[args.path].join(', ')} } = m;\n`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
