// @vitest-environment jsdom
// The HtmlForm is parsed with DOMParser; jsdom parses like a browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitHtmlForm } from '../../../../shared/api/http/html-form';

const CXML =
  '<?xml version="1.0"?>\n<cXML payloadID="1@shop" timestamp="2026-03-01">\n  <Message><PunchOutOrderMessage>"quoted" & \'single\'</PunchOutOrderMessage></Message>\n</cXML>';
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('HtmlForm (SPEC 7: a response with an HtmlForm field is appended to the page and submitted)', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.body.innerHTML = '';
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const submitted = () => document.querySelectorAll('form');

  it('builds a fresh form with the action, the method and the hidden fields, and submits it', () => {
    const ok = submitHtmlForm(
      '<form action="https://procurement.example.com/punchout" method="POST"><input type="hidden" name="cxml-urlencoded" value="x"><input type="HIDDEN" name="BuyerCookie" value="b-1"></form>',
    );
    expect(ok).toBe(true);
    const form = submitted()[0]!;
    expect(submitted()).toHaveLength(1);
    expect(form.getAttribute('action')).toBe('https://procurement.example.com/punchout');
    expect(form.getAttribute('method')).toBe('post');
    expect(
      [...form.elements].map((e) => [
        (e as HTMLInputElement).type,
        (e as HTMLInputElement).name,
        (e as HTMLInputElement).value,
      ]),
    ).toEqual([
      ['hidden', 'cxml-urlencoded', 'x'],
      ['hidden', 'BuyerCookie', 'b-1'],
    ]);
    expect(form.hidden).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.contexts[0]).toBe(form);
  });

  it('keeps a cXML value with <, quotes, & and line breaks intact', () => {
    submitHtmlForm(
      `<form action="https://procurement.example.com/punchout" method="post"><input type="hidden" name="cxml" value="${escape(CXML)}"></form>`,
    );
    expect((submitted()[0]!.elements.namedItem('cxml') as HTMLInputElement).value).toBe(CXML);
  });

  it('copies nothing but hidden fields: no scripts, handlers, other inputs, buttons or markup', () => {
    submitHtmlForm(
      '<form action="https://procurement.example.com/punchout" method="post" onsubmit="alert(0)" style="display:block" data-x="1">' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><input type="hidden" name="a" value="1" onfocus="alert(3)">' +
        '<input type="text" name="visible" value="v"><button name="b">Go</button><textarea name="t">x</textarea><p>text</p></form>',
    );
    const form = submitted()[0]!;
    expect(form.outerHTML).toBe(
      '<form hidden="" action="https://procurement.example.com/punchout" method="post"><input type="hidden" name="a" value="1"></form>',
    );
    expect(document.querySelector('script, img, button, [onerror], [onfocus], [onsubmit]')).toBeNull();
  });

  it('takes only the first form', () => {
    submitHtmlForm(
      '<form action="https://a.example/" method="post"><input type="hidden" name="n" value="1"></form><form action="https://b.example/" method="post"></form>',
    );
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]!.getAttribute('action')).toBe('https://a.example/');
  });

  it('submits even when a hidden field is named "submit" (it would shadow form.submit)', () => {
    expect(
      submitHtmlForm(
        '<form action="https://procurement.example.com/" method="post"><input type="hidden" name="submit" value="1"></form>',
      ),
    ).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
  });

  it('keeps a frame keyword target and a standard enctype, and drops other values', () => {
    submitHtmlForm(
      '<form action="https://procurement.example.com/" method="post" target="_top" enctype="multipart/form-data"></form>',
    );
    expect(submitted()[0]!.getAttribute('target')).toBe('_top');
    expect(submitted()[0]!.getAttribute('enctype')).toBe('multipart/form-data');
    document.body.innerHTML = '';
    submitHtmlForm(
      '<form action="https://procurement.example.com/" method="post" target="evil-frame" enctype="text/plain"></form>',
    );
    expect(submitted()[0]!.hasAttribute('target')).toBe(false);
    expect(submitted()[0]!.hasAttribute('enctype')).toBe(false);
  });

  it('allows an http action on this site only (the mock)', () => {
    expect(location.protocol).toBe('http:');
    expect(submitHtmlForm(`<form action="${location.origin}/__mock/punchout" method="post"></form>`)).toBe(true);
    expect(submitted()[0]!.getAttribute('action')).toBe(`${location.origin}/__mock/punchout`);
  });

  it.each([
    ['no form', '<p>nothing</p>'],
    ['an http action on another site', '<form action="http://procurement.example.com/" method="post"></form>'],
    ['a javascript: action', '<form action="javascript:alert(1)" method="post"></form>'],
    ['a protocol-relative action', '<form action="//evil.example/" method="post"></form>'],
    ['no action', '<form method="post"><input type="hidden" name="a" value="1"></form>'],
    ['a dialog method', '<form action="https://procurement.example.com/" method="dialog"></form>'],
  ])('refuses an answer with %s and logs why', (_scenario, html) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(submitHtmlForm(html)).toBe(false);
    expect(submitted()).toHaveLength(0);
    expect(submit).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('HtmlForm'));
  });
});
