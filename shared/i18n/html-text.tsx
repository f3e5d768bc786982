import DOMPurify from 'dompurify';
import type { ElementType } from 'react';
import { safeHref } from '../lib/safe-href';

/**
 * What CMS, campaign and translation texts may hold: text markup, lists, tables, images and links.
 * An explicit allow-list rather than DOMPurify's HTML profile, which keeps `style`, forms, inputs,
 * buttons and `data-*` attributes: a supplier's text could restyle or overlay the shop, or put a
 * login form of its own on the page. No `id` or `class` either (no clobbering, no borrowed classes).
 */
const CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: [
    'href',
    'target',
    'title',
    'alt',
    'src',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'lang',
    'dir',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// Added once, when the module loads: every sanitised text shares it. A link's address passes the
// same rule as every other link from the CMS (safeHref: http(s) or relative, from the parsed URL;
// otherwise the text stays, unlinked), and a link to another window gets no access back to this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = safeHref(node.getAttribute('href'));
  if (href) node.setAttribute('href', href);
  else node.removeAttribute('href');
  const target = node.getAttribute('target');
  if (target && target !== '_self') node.setAttribute('rel', 'noopener');
});

/** CMS, campaign or translation HTML reduced to the allow-list above. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * Renders a translation or CMS text that contains HTML. Everything passes the sanitiser first:
 * translations can be overridden by the CMS, so they are not trusted markup.
 */
export function HtmlText({
  html,
  as: Tag = 'span',
  className,
}: {
  html: string;
  as?: ElementType;
  className?: string;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
