import type { ReactNode } from 'react';

/** A heading of the given level (1-6), so the widget fits under whatever headings the CMS page has. */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h1';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
