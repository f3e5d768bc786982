import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';
import { adoptStyles } from './adopt-styles';
import css from './pagination.css?inline';
import { PAGINATION_NS, texts } from './pagination-texts';

export type PageItem = number | 'gap';

/**
 * The page numbers to offer: the first, the last, and the current with one neighbour each side;
 * a gap stands for two or more pages left out (a single left-out page is shown instead of a gap).
 */
export function pageItems(current: number, total: number): PageItem[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && page - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The real address of a page (page number in the query string), so links work without script and open in new tabs. */
  hrefFor(page: number): string;
  /** Called on a plain click (no modifier key) instead of following the link, for client-side navigation. */
  onNavigate?(page: number): void;
  /** The navigation landmark's name; default "Pages". */
  label?: string;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Left and right arrows move between the links (up and down belong to the product list's ordering). */
function onArrowKey(e: KeyboardEvent<HTMLElement>) {
  if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(e.target as HTMLAnchorElement);
  const next = links[at + (e.key === 'ArrowRight' ? 1 : -1)];
  if (at < 0 || !next) return;
  e.preventDefault();
  next.focus();
}

/**
 * SPEC section 2 pagination. Every link carries `data-list-nav`, so a product list's up/down arrows
 * reach them (SPEC 2, keyboard), and left/right arrows move between them; the current page is
 * marked with aria-current="page". Nothing is shown for a single page.
 */
export function Pagination({ currentPage, totalPages, hrefFor, onNavigate, label }: PaginationProps) {
  adoptStyles('wsh-pagination', css);
  addWidgetResources(PAGINATION_NS, texts); // idempotent
  const t = useT(PAGINATION_NS);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), totalPages);

  const link = (page: number, className: string, content: ReactNode, ariaLabel: string, rel?: string) => (
    <a
      className={`wsh-pagination__link ${className}`}
      href={hrefFor(page)}
      rel={rel}
      aria-label={ariaLabel}
      aria-current={page === current && !rel ? 'page' : undefined}
      data-list-nav=""
      onClick={(e) => {
        if (!onNavigate || !plainClick(e)) return;
        e.preventDefault();
        onNavigate(page);
      }}
    >
      {content}
    </a>
  );

  const step = (arrow: string, text: string, before: boolean) => (
    <>
      {before && <span aria-hidden="true">{arrow}</span>}
      <span className="wsh-pagination__step-text">{text}</span>
      {!before && <span aria-hidden="true">{arrow}</span>}
    </>
  );

  return (
    // The keydown listener only adds to the links: each stays reachable with Tab on its own.
    <nav className="wsh-pagination" aria-label={label ?? t('label')} onKeyDown={onArrowKey}>
      <ul className="wsh-pagination__list">
        {current > 1 && (
          <li>
            {link(current - 1, 'wsh-pagination__step', step('‹', t('previous'), true), t('previousPage'), 'prev')}
          </li>
        )}
        {pageItems(current, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="wsh-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {link(
                item,
                'wsh-pagination__page',
                String(item),
                item === current ? t('pageOf', { page: item, total: totalPages }) : t('page', { page: item }),
              )}
            </li>
          ),
        )}
        {current < totalPages && (
          <li>{link(current + 1, 'wsh-pagination__step', step('›', t('next'), false), t('nextPage'), 'next')}</li>
        )}
      </ul>
    </nav>
  );
}
