// What every document of an engine run gets before its own scripts (Firefox: puppeteer's
// evaluateOnNewDocument; WebKit: a nonced <script> the injecting proxy puts first in <head>, see
// proxy.mjs). One function for both engines, so both see the same clock and record the same errors.
//
//   - The suite's clock (scripts/test-clock.mjs): `Date` is the machine's plus an offset fixed when the
//     check starts (scripts/shifted-date.mjs, as in vitest and Chromium), so a check's first page starts at
//     the pinned instant and time flows on across its navigations.
//   - Uncaught errors (`error` events on window), unhandled promise rejections (`unhandledrejection`) and
//     console.error calls, kept in the page under RECORDS and read by the runner: what e2e/fixtures.ts and
//     collectErrors() in e2e/support.ts report in Chromium.

import { shiftDateScript } from '../shifted-date.mjs';

/** The window property the records are kept under. */
export const RECORDS = '__wshEngineRecords';
/** The window property that counts the page's fetches still waiting for their answer. */
export const FETCHES = '__wshEngineFetches';

/**
 * Runs in the page (serialised: no closures over module scope).
 */
export function installPageHooks({ records, fetches }) {
  if (Object.prototype.hasOwnProperty.call(window, records)) return; // once per document
  const list = [];
  Object.defineProperty(window, records, { value: list });
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  window.addEventListener('error', (event) => {
    // An <img> or <script> that failed to load fires `error` on the element, not as an uncaught error.
    if (!(event instanceof ErrorEvent)) return;
    list.push({ kind: 'uncaught', text: event.error ? text(event.error) : String(event.message) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    list.push({ kind: 'rejection', text: text(event.reason) });
  });
  const consoleError = console.error;
  console.error = function (...args) {
    // As Chromium's console message text begins: an Error as `Name: message` (its stack's first line in V8).
    list.push({ kind: 'console', text: args.map(text).join(' ') });
    return consoleError.apply(this, args);
  };

  // Requests in flight (e2e/support.ts requestsInFlight()), counted for the API client's fetches: the
  // page's own promise is returned untouched.
  let pending = 0;
  const nativeFetch = window.fetch;
  const settled = () => {
    pending -= 1;
  };
  window.fetch = function (...args) {
    const answer = nativeFetch.apply(this, args);
    pending += 1;
    answer.then(settled, settled);
    return answer;
  };
  Object.defineProperty(window, fetches, { get: () => pending });
}

/**
 * The hooks as the text of a script (Firefox's evaluateOnNewDocument, WebKit's proxy). `offsetMs`: pinned
 * now minus the machine's now, fixed once per check in Node (the browsers run on the same machine).
 */
export function pageHooksScript(offsetMs) {
  return `${shiftDateScript(offsetMs)}(${installPageHooks.toString()})(${JSON.stringify({ records: RECORDS, fetches: FETCHES })});`;
}
