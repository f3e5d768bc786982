import type { RefObject } from 'react';
import type { Brand } from '../../shared/domain/brands/models';
import { useT } from '../../shared/i18n/use-translation';
import { Pagination } from '../../shared/ui/primitives/pagination';
import { ProductList } from '../../shared/ui/features/product-list/product-list';
import { NS } from './texts';
import { useBrandProducts } from './use-brand-products';
import { addressFor } from './use-view-history';

interface Props {
  brand: Brand;
  page: number;
  tileIndex: number;
  pageKey: string;
  productUrl(id: string): string | null;
  headingRef: RefObject<HTMLHeadingElement>;
  onBack(): void;
  onPage(page: number): void;
}

/** The brand's products (SPEC 7: brands/{id}/products/search with tileIndex), paginated, in the shared product list. */
export function BrandProducts({ brand, page, tileIndex, pageKey, productUrl, headingRef, onBack, onPage }: Props) {
  const t = useT(NS);
  const products = useBrandProducts(brand.Id, tileIndex, page);
  const result = products.page;
  const name = brand.NavigationTitle;
  return (
    <section className="wsh-brand-details wsh-brand-details--products" aria-labelledby="wsh-brand-details-products">
      <button type="button" className="wsh-button wsh-button--secondary wsh-brand-details__toggle" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {t('backToInfo')}
      </button>
      <h2 id="wsh-brand-details-products" ref={headingRef} tabIndex={-1} className="wsh-brand-details__heading">
        {t('productsHeading', { name })}
      </h2>
      <p className="wsh-brand-details__count" role="status">
        {products.status === 'loading'
          ? t('productsLoading')
          : result
            ? t('productsCount', { count: result.TotalResults })
            : ''}
      </p>
      {products.status === 'error' && (
        <div className="wsh-brand-details__message" role="alert">
          <p>
            <strong>{t('productsError')}</strong> {t('errorHint')}
          </p>
          <button type="button" className="wsh-button" onClick={products.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {result && result.TotalResults === 0 && <p className="wsh-brand-details__message">{t('noProducts')}</p>}
      {result && result.TotalResults > 0 && (
        <div aria-busy={products.status === 'loading'}>
          <ProductList
            products={result.PageOfResults}
            label={t('productsLabel', { name })}
            productUrl={productUrl}
            headingLevel={3}
            footer={
              <Pagination
                currentPage={result.CurrentPage}
                totalPages={result.TotalPages}
                hrefFor={(p) => addressFor(pageKey, p)}
                onNavigate={onPage}
              />
            }
          />
        </div>
      )}
    </section>
  );
}
