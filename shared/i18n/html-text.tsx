import DOMPurify from 'dompurify';
import type { ElementType } from 'react';

/**
 * Renders a translation or CMS text that contains HTML. Everything passes DOMPurify first:
 * translations can be overridden by the CMS, so they are not trusted markup.
 */
export function HtmlText({ html, as: Tag = 'span', className }: { html: string; as?: ElementType; className?: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
