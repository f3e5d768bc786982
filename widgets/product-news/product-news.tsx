import { useStore } from '@nanostores/react';
import { useCallback, useId, useMemo } from 'react';
import type { Infer } from '../../page-context/fields';
import { campaignsApi } from '../../shared/api/campaigns-api';
import { byPriority } from '../../shared/domain/campaigns/campaign-weighting';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { useLogoCampaigns } from '../../shared/ui/data/use-logo-campaigns';
import type { meta } from './meta';
import { NewsList } from './news-list';
import { NewsLogos } from './news-logos';

type Props = Infer<typeof meta.props>;

/** The page's product news (SPEC 3 Brand logo campaigns with products), as logos or as a list. */
export function ProductNews({ display, heading, max, loginUrl, productUrlPattern }: Props) {
  const t = useT('product-news');
  const { isAuthenticated } = useStore($pageContext);
  const { status, items, retry } = useLogoCampaigns(campaignsApi.productNews);
  const news = useMemo(() => byPriority(items).slice(0, max), [items, max]);
  const productUrl = useCallback((id: string) => productHref(productUrlPattern, id), [productUrlPattern]);
  const headingId = useId();

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-product-news__status" t={t} onRetry={retry} />;
  if (news.length === 0) return null; // no news for this page: no empty box
  return (
    <section
      className={`wsh-product-news wsh-product-news--${display}`}
      aria-label={heading ? undefined : t('label')}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h2 className="wsh-product-news__heading" id={headingId}>
          {heading}
        </h2>
      )}
      {display === 'logos' ? (
        <NewsLogos news={news} />
      ) : (
        <NewsList news={news} isAuthenticated={isAuthenticated} loginUrl={loginUrl} productUrl={productUrl} />
      )}
    </section>
  );
}
