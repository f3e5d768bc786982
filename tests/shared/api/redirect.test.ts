// @vitest-environment jsdom
// DOMPurify needs a DOM that parses like a browser; happy-dom keeps <script> and handlers through it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followRedirect, REDIRECT_DELAY_WITH_TRACKER_MS, safeRedirectTarget } from '../../../shared/api/redirect';
import { submitHtmlForm } from '../../../shared/api/html-form';

describe('Redirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('accepts only same-origin http(s) targets', () => {
    const base = 'https://shop.example.dk/basket';
    expect(safeRedirectTarget('/checkout?id=1', base)?.href).toBe('https://shop.example.dk/checkout?id=1');
    expect(safeRedirectTarget('https://shop.example.dk/x', base)).not.toBeNull();
    expect(safeRedirectTarget('https://evil.example.com/x', base)).toBeNull();
    expect(safeRedirectTarget('//evil.example.com/x', base)).toBeNull();
    expect(safeRedirectTarget('javascript:alert(1)', base)).toBeNull();
    expect(safeRedirectTarget('http://shop.example.dk/x', base)).toBeNull();
  });

  it('navigates at once without a tracker script', () => {
    const navigate = vi.fn();
    expect(followRedirect('/next', { trackerScriptRan: false, navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/next`);
  });

  it('waits 500 ms when a tracker script ran', () => {
    const navigate = vi.fn();
    followRedirect('/next', { trackerScriptRan: true, navigate });
    vi.advanceTimersByTime(REDIRECT_DELAY_WITH_TRACKER_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
    expect(REDIRECT_DELAY_WITH_TRACKER_MS).toBe(500);
  });

  it('refuses a foreign target and logs why', () => {
    const navigate = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(followRedirect('https://evil.example.com/', { trackerScriptRan: false, navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('only same-origin http(s) targets'));
  });
});

describe('HtmlForm', () => {
  it('appends the form without scripts or handlers and submits it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const ok = submitHtmlForm('<form action="https://procurement.example.com/punchout" method="post"><input type="hidden" name="cxml" value="&lt;x/&gt;"><script>alert(1)</script><img src=x onerror="alert(2)"></form>');
    expect(ok).toBe(true);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://procurement.example.com/punchout');
    expect(form.querySelector('input[name="cxml"]')?.getAttribute('value')).toBe('<x/>');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(submit).toHaveBeenCalledOnce();
  });

  it('reports a response without a form', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(submitHtmlForm('<p>nothing</p>')).toBe(false);
  });
});
