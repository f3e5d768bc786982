import { useId } from 'react';
import type { Paginated, ProductBasic } from '../../../domain/models';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { adoptStyles } from '../../primitives/adopt-styles';
import { CampaignContent, type CampaignLandingContent } from './campaign-content';
import css from './campaign-landing.css?inline';
import { CampaignProducts, type CampaignProductsProps } from './campaign-products';
import { CAMPAIGN_LANDING_NS, texts } from './texts';

export type { CampaignLandingContent } from './campaign-content';

export interface CampaignLandingProps extends Omit<CampaignProductsProps, 'products' | 'status' | 'label' | 'onRetry'> {
  status: 'loading' | 'ready' | 'error' | 'notFound';
  retry(): void;
  /** The page's content once loaded (it stays while another page of products loads). */
  content: CampaignLandingContent | null;
  products: Paginated<ProductBasic> | null;
  /** The widget's own wording: its texts are the ones a CMS editor overrides for it. */
  messages: { loading: string; notFound: string; error: string; productsLabel: string };
  /** Where the "ended or does not exist" message links back to. */
  backUrl: string;
  /** A modifier of the root class: the kind of page, for its styles. */
  kind: 'campaign' | 'supplier';
}

/**
 * The view shared by campaign details and supplier landing pages: loading, the 404 message with a
 * link back, an error with retry, or the content with its paginated products.
 */
export function CampaignLanding({
  status,
  retry,
  content,
  products,
  messages,
  backUrl,
  kind,
  ...productProps
}: CampaignLandingProps) {
  adoptStyles('wsh-campaign-landing', css);
  addWidgetResources(CAMPAIGN_LANDING_NS, texts); // idempotent
  const t = useT(CAMPAIGN_LANDING_NS);
  const titleId = useId();
  const root = `wsh-campaign-landing wsh-campaign-landing--${kind}`;

  if (status === 'notFound') {
    return (
      <div className={root}>
        <div className="wsh-campaign-landing__message">
          <p>
            <strong>{messages.notFound}</strong>
          </p>
          <a className="wsh-button" href={backUrl}>
            {t('back')}
          </a>
        </div>
      </div>
    );
  }
  if (!content) {
    return (
      <div className={root}>
        {status === 'error' ? (
          <div className="wsh-campaign-landing__message" role="alert">
            <p>
              <strong>{messages.error}</strong> {t('errorHint')}
            </p>
            <button type="button" className="wsh-button" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className="wsh-campaign-landing__message" role="status">
            {messages.loading}
          </p>
        )}
      </div>
    );
  }
  return (
    <section className={root} aria-labelledby={titleId}>
      <CampaignContent content={content} headingId={titleId} />
      <CampaignProducts
        {...productProps}
        products={products}
        status={status}
        onRetry={retry}
        label={messages.productsLabel}
      />
    </section>
  );
}
