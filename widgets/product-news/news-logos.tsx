import type { ProductNewsCampaign } from '../../shared/domain/campaigns/models';
import { CampaignLink } from '../../shared/ui/features/campaign-link';

/** A strip of the suppliers' logos, each linking to its news item; the logo's alt text is the news title. */
export function NewsLogos({ news }: { news: ProductNewsCampaign[] }) {
  return (
    <ul className="wsh-product-news__logos">
      {news.map((item) => (
        <li key={item.Id} className="wsh-product-news__logo-item" data-campaign-id={item.Id}>
          <CampaignLink url={item.Url} className="wsh-product-news__logo-link">
            <img className="wsh-product-news__logo" src={item.LogoUrl} alt={item.Title} loading="lazy" />
          </CampaignLink>
        </li>
      ))}
    </ul>
  );
}
