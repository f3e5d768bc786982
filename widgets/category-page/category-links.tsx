import type { Subcategory } from '../../shared/domain/catalogue/category-page';
import { useT } from '../../shared/i18n/use-translation';
import { leftToBrowser } from '../../shared/ui/area/area-link';
import { NS } from './texts';

interface Props {
  kind: 'breadcrumbs' | 'subcategories';
  links: readonly Subcategory[];
  /** The category shown: its breadcrumb is the current page, not a link. */
  current: string;
  hrefOf(id: string): string;
  /** A plain click stays on the page: a new history entry for the category (modified clicks open a tab). */
  onGo(id: string): void;
}

/**
 * The category path as breadcrumbs (the last one, the category shown, `aria-current="page"`), or the
 * subcategories as links with their product counts. Real links: open in a new tab, copy and reload work.
 */
export function CategoryLinks({ kind, links, current, hrefOf, onGo }: Props) {
  const t = useT(NS);
  if (links.length === 0) return null;
  const List = kind === 'breadcrumbs' ? 'ol' : 'ul';
  return (
    <nav className={`wsh-category-page__${kind}`} aria-label={t(kind)}>
      <List className="wsh-category-page__links">
        {links.map((link) => (
          <li key={link.id} className="wsh-category-page__link-item">
            {link.id === current ? (
              <span aria-current="page">{link.name}</span>
            ) : (
              <a
                className="wsh-category-page__link"
                href={hrefOf(link.id)}
                onClick={(event) => {
                  if (leftToBrowser(event)) return;
                  event.preventDefault();
                  onGo(link.id);
                }}
              >
                {link.name}
                {link.count !== null && (
                  <span className="wsh-category-page__count">
                    {' '}
                    <span aria-hidden="true">({link.count})</span>
                    <span className="wsh-visually-hidden">, {t('subcategoryCount', { count: link.count })}</span>
                  </span>
                )}
              </a>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
