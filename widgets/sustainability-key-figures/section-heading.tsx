import { createContext, useContext, type ReactNode } from 'react';

/** Level of the sections' headings: one below the panel's own (prop headingLevel). */
export const SectionLevel = createContext<3 | 4>(3);

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  const Tag = `h${useContext(SectionLevel)}` as const;
  return (
    <Tag id={id} className="wsh-sustainability-key-figures__heading">
      {children}
    </Tag>
  );
}
