import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { BrandInfo } from './brand-info';
import { BrandProducts } from './brand-products';
import { NS } from './texts';
import { useBrand } from './use-brand';
import { useViewHistory } from './use-view-history';

interface Props {
  brandId: string;
  text?: string;
  tileIndex: number;
  productUrlPattern: string;
}

/** SPEC section 2 brand details: info or products, switched through browser history state. */
export function BrandDetails({ brandId, text, tileIndex, productUrlPattern }: Props) {
  const t = useT(NS);
  const { paginationQueryKey } = useStore($pageContext);
  const brand = useBrand(brandId);
  const nav = useViewHistory(paginationQueryKey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Focus follows a switch of view (not the first render), so keyboard and screen-reader users land on the new heading.
  useEffect(() => {
    if (first.current) return void (first.current = false);
    headingRef.current?.focus();
  }, [nav.view.view]);

  if (brand.status === 'loading')
    return (
      <p className="wsh-brand-details__message" role="status">
        {t('loading')}
      </p>
    );
  if (brand.status === 'missing') return <p className="wsh-brand-details__message">{t('notFound')}</p>;
  if (brand.status === 'error') {
    return (
      <div className="wsh-brand-details__message" role="alert">
        <p>
          <strong>{t('error')}</strong> {t('errorHint')}
        </p>
        <button type="button" className="wsh-button" onClick={brand.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const b = brand.brand;
  return nav.view.view === 'products' ? (
    <BrandProducts
      brand={b}
      page={nav.view.page}
      tileIndex={tileIndex}
      pageKey={paginationQueryKey}
      productUrl={(id) => productHref(productUrlPattern, id)}
      headingRef={headingRef}
      onBack={nav.showInfo}
      onPage={nav.goToPage}
    />
  ) : (
    <BrandInfo brand={b} text={text} headingRef={headingRef} onShowProducts={nav.showProducts} />
  );
}
