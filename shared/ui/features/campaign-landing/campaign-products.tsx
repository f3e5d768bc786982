import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import type { Paginated, ProductBasic } from '../../../domain/models';
import { useT } from '../../../i18n/use-translation';
import { $pageContext } from '../../../context/page-context';
import { Pagination } from '../../primitives/pagination';
import { ProductList } from '../product-list/product-list';
import { CAMPAIGN_LANDING_NS } from './texts';

export interface CampaignProductsProps {
  /** The page of products shown (the last one while the next loads), or null before the first. */
  products: Paginated<ProductBasic> | null;
  status: 'loading' | 'ready' | 'error';
  onRetry(): void;
  /** The list's accessible name, e.g. "Products of Ugens tilbud". */
  label: string;
  loginUrl: string;
  productUrl(id: string): string | null;
  hrefFor(page: number): string;
  onPage(page: number): void;
}

/**
 * The products of a campaign page, paginated, in the shared product list. SPEC 6: the list needs a
 * logged-in user, so anonymous visitors get a login hint instead (and no product calls).
 */
export function CampaignProducts({
  products,
  status,
  onRetry,
  label,
  loginUrl,
  productUrl,
  hrefFor,
  onPage,
}: CampaignProductsProps) {
  const t = useT(CAMPAIGN_LANDING_NS);
  const { isAuthenticated } = useStore($pageContext);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const goToPage = (page: number) => {
    onPage(page);
    // The new page's rows replace the ones the buyer was at: start reading from the products' heading.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className="wsh-campaign-landing__products" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="wsh-campaign-landing__products-heading">
        {t('productsHeading')}
      </h3>
      {!isAuthenticated ? (
        <p className="wsh-campaign-landing__message">
          {t('loginHint')}{' '}
          <a className="wsh-link" href={loginUrl}>
            {t('login')}
          </a>
        </p>
      ) : (
        <>
          <p className="wsh-campaign-landing__count" role="status">
            {status === 'loading'
              ? t('productsLoading')
              : products
                ? t('productsCount', { count: products.TotalResults })
                : ''}
          </p>
          {status === 'error' && (
            <div className="wsh-campaign-landing__message" role="alert">
              <p>
                <strong>{t('productsError')}</strong> {t('errorHint')}
              </p>
              <button type="button" className="wsh-button" onClick={onRetry}>
                {t('retry')}
              </button>
            </div>
          )}
          {products && products.TotalResults === 0 && (
            <p className="wsh-campaign-landing__message">{t('noProducts')}</p>
          )}
          {products && products.TotalResults > 0 && (
            <div aria-busy={status === 'loading'}>
              <ProductList
                products={products.PageOfResults}
                label={label}
                productUrl={productUrl}
                headingLevel={4}
                footer={
                  <Pagination
                    currentPage={products.CurrentPage}
                    totalPages={products.TotalPages}
                    hrefFor={hrefFor}
                    onNavigate={goToPage}
                  />
                }
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
