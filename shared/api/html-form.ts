import DOMPurify from 'dompurify';

/**
 * Appends a response's `HtmlForm` to the page and submits it (punch-out and single sign-on hand-overs
 * post to another system, so the form's action may be cross-origin). Scripts and handlers are stripped.
 */
export function submitHtmlForm(html: string): boolean {
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.innerHTML = DOMPurify.sanitize(html, { ADD_TAGS: ['form', 'input'], ADD_ATTR: ['action', 'method', 'target'] });
  const form = holder.querySelector('form');
  if (!form) {
    console.error('[wsh] HtmlForm in the response holds no <form>');
    return false;
  }
  document.body.appendChild(holder);
  form.submit();
  return true;
}
