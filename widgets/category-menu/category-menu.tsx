import type { Infer } from '../../page-context/fields';
import { catalogApi } from '../../shared/api/catalog-api';
import type { MenuLink } from '../../shared/domain/content/menu-links';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { MenuTree } from '../../shared/ui/features/menu/menu-tree';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/** The catalogue's top categories (the Categories facet of a search without a term), once per page. */
const topCategories = createFetcher({ fetch: (_key: 'top') => catalogApi.topCategories() });

/** A link to the category page per category: `{id}` in the pattern is the category id. */
const linksOf = (pattern: string, values: readonly { Key: string; DisplayName: string }[]): MenuLink[] =>
  values.map((v) => ({ text: v.DisplayName, url: pattern.split('{id}').join(encodeURIComponent(v.Key)), items: [] }));

/** Issue #34: the header's category menu, the editor's list or the catalogue's top categories. */
export function CategoryMenu({ categories, categoryUrlPattern }: Props) {
  const t = useT(NS);
  const listed = categories.length > 0;
  const fetched = useFetcher(topCategories, listed, (given) => (given ? undefined : 'top'));
  const items = listed ? categories : linksOf(categoryUrlPattern, fetched.data ?? []);

  return (
    <nav className="wsh-category-menu" aria-label={t('label')}>
      {!listed && fetched.status !== 'ready' && fetched.status !== 'empty' ? (
        <LoadStatus status={fetched.status} className="wsh-category-menu__status" t={t} onRetry={fetched.retry} />
      ) : (
        <MenuTree items={items} block="wsh-category-menu" labels={{ overview: (text) => t('overview', { text }) }} />
      )}
    </nav>
  );
}
