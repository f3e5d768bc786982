import type { ProductNewsCampaign } from '../../shared/domain/campaigns/models';
import { useT } from '../../shared/i18n/use-translation';
import { CampaignLink } from '../../shared/ui/features/campaign-link';
import { NewsProducts } from './news-products';

interface NewsListProps {
  news: ProductNewsCampaign[];
  isAuthenticated: boolean;
  loginUrl: string;
  productUrl(id: string): string | null;
}

/** Each news item with its logo, title (the link) and, for a logged-in user, its first products. */
export function NewsList({ news, isAuthenticated, loginUrl, productUrl }: NewsListProps) {
  const t = useT('product-news');
  return (
    <>
      {!isAuthenticated && (
        // SPEC 6: the products need a logged-in user; anonymous visitors get the news and a way in.
        <p className="wsh-product-news__login">
          {t('loginHint')}{' '}
          <a className="wsh-link" href={loginUrl}>
            {t('login')}
          </a>
        </p>
      )}
      <ul className="wsh-product-news__list">
        {news.map((item) => (
          <li key={item.Id} className="wsh-product-news__item" data-campaign-id={item.Id}>
            <div className="wsh-product-news__item-head">
              <img className="wsh-product-news__item-logo" src={item.LogoUrl} alt="" loading="lazy" />
              <h3 className="wsh-product-news__title">
                <CampaignLink url={item.Url} className="wsh-product-news__title-link">
                  {item.Title}
                </CampaignLink>
              </h3>
            </div>
            {isAuthenticated && (item.ProductIds?.length ?? 0) > 0 && (
              <NewsProducts news={item} productUrl={productUrl} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
