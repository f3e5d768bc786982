import { safeHref } from '../../lib/safe-href';

const TARGETS = ['_self', '_blank', '_parent', '_top'];
const ENCTYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * SPEC 7 (Impersonation and punch-out): a response's `HtmlForm` is appended to the page and submitted.
 * The server's HTML is never put into the page: it is parsed inert (DOMParser runs no script and loads
 * nothing), and a fresh form is built in code from its first `<form>`: the action (https, or http on
 * this origin only, for the mock), the method (post or get), a frame keyword target and a standard
 * enctype, and its `<input type="hidden">` fields with name and value copied verbatim (a cXML
 * punch-out order with `<`, quotes and line breaks arrives as the server wrote it). Nothing else is
 * copied. Returns false, and logs why, when the answer holds no usable form.
 */
export function submitHtmlForm(html: string): boolean {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const refuse = (why: string) => {
    console.error(`[wsh] HtmlForm in the response is not submitted: ${why}`);
    return false;
  };
  if (!source) return refuse('it holds no <form>');
  const rawAction = source.getAttribute('action');
  const action = safeHref(rawAction);
  if (!action || (!action.startsWith('https:') && !safeHref(rawAction, { sameOrigin: true }))) {
    return refuse(`its action "${rawAction ?? ''}" is not https (or http on this site)`);
  }
  const method = (source.getAttribute('method') ?? 'get').toLowerCase();
  if (method !== 'post' && method !== 'get') return refuse(`its method "${method}" is not post or get`);

  const form = document.createElement('form');
  form.hidden = true;
  form.setAttribute('action', action);
  form.setAttribute('method', method);
  const target = source.getAttribute('target');
  if (target && TARGETS.includes(target.toLowerCase())) form.setAttribute('target', target.toLowerCase());
  const enctype = source.getAttribute('enctype')?.toLowerCase();
  if (enctype && ENCTYPES.includes(enctype)) form.setAttribute('enctype', enctype);
  for (const field of source.querySelectorAll('input')) {
    const name = field.getAttribute('name');
    if (field.type !== 'hidden' || !name) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = field.getAttribute('value') ?? '';
    form.append(input);
  }
  document.body.append(form);
  // Through the prototype: a hidden field named "submit" would otherwise shadow form.submit.
  HTMLFormElement.prototype.submit.call(form);
  return true;
}
