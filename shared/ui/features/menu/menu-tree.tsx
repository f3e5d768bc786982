import { useId, useState } from 'react';
import { isCurrentPage, type MenuLink } from '../../../domain/content/menu-links';

interface MenuTreeProps {
  items: readonly MenuLink[];
  /** The widget's class prefix, e.g. `wsh-off-canvas-menu`. */
  block: string;
  /** The text of a sub-list's first link, the entry's own page ("All of Assortment"). */
  labels: { overview(text: string): string };
}

/**
 * A menu as nested lists of links (two levels). An entry with sub-entries is a disclosure: a button with
 * aria-expanded shows its list in place, whose first link is the entry's own page, so every page stays
 * one Tab away and nothing opens on hover. The page shown now is `aria-current="page"`, and its parent
 * starts open.
 */
export function MenuTree({ items, block, labels }: MenuTreeProps) {
  return (
    <ul className={`${block}__list`}>
      {items.map((item, i) => (
        <MenuEntry key={`${i}-${item.url}`} item={item} block={block} labels={labels} />
      ))}
    </ul>
  );
}

function MenuEntry({ item, block, labels }: { item: MenuLink; block: string; labels: MenuTreeProps['labels'] }) {
  const here = (url: string) => isCurrentPage(url, location.href);
  const [open, setOpen] = useState(() => item.items.some((sub) => here(sub.url)));
  const subId = useId();
  const link = (l: MenuLink, text = l.text) => (
    <a className={`${block}__link`} href={l.url} aria-current={here(l.url) ? 'page' : undefined}>
      {text}
    </a>
  );
  if (item.items.length === 0) return <li className={`${block}__item`}>{link(item)}</li>;
  return (
    <li className={`${block}__item`}>
      <button
        type="button"
        className={`${block}__toggle`}
        aria-expanded={open}
        aria-controls={subId}
        onClick={() => setOpen((o) => !o)}
      >
        {item.text}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={subId} className={`${block}__sub`} hidden={!open}>
        <li className={`${block}__item`}>{link(item, labels.overview(item.text))}</li>
        {item.items.map((sub, i) => (
          <li key={`${i}-${sub.url}`} className={`${block}__item`}>
            {link(sub)}
          </li>
        ))}
      </ul>
    </li>
  );
}
