import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { resolveProductId } from '../../shared/domain/catalogue/product-id';
import { useT } from '../../shared/i18n/use-translation';
import { $basketLoad } from '../../shared/stores/basket/basket';
import type { meta } from './meta';
import { Heading } from './heading';
import { ProductView } from './product-view';
import { useProduct } from './use-product';

type Props = Infer<typeof meta.props>;

/** SPEC 2 product details with replacements; SPEC 8: a 404 is ignored, other errors show the server's Message. */
export function ProductDetails({ productId, productIdFrom, ...view }: Props) {
  const t = useT('product-details');
  // Read once: the address may change later (other islands keep their state in it), the product does not.
  const [id] = useState(() => resolveProductId(productIdFrom, productId, location.search));

  // The quantity fields need the basket; the page may have no mini basket: reading its load state loads it (once per page).
  useStore($basketLoad);

  if (!id) return <p className="wsh-product-details wsh-product-details__state">{t('noProduct')}</p>;
  return <ProductDetailsOf key={id} productId={id} {...view} />;
}

function ProductDetailsOf({
  productId,
  productUrlPattern,
  headingLevel,
}: { productId: string } & Omit<Props, 'productId' | 'productIdFrom'>) {
  const t = useT('product-details');
  const { state, retry } = useProduct(productId);

  if (state.status === 'loading') {
    return (
      <p className="wsh-product-details wsh-product-details__state" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'notFound') {
    // The page's main message then, so it takes the product name's heading.
    return (
      <Heading level={headingLevel} className="wsh-product-details wsh-product-details__gone">
        {t('notAvailable')}
      </Heading>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="wsh-product-details wsh-product-details__state" role="alert">
        <p className="wsh-product-details__text">
          {state.message ? t('loadFailed', { message: state.message }) : t('loadFailedNoMessage')}
        </p>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <ProductView product={state.product} productUrlPattern={productUrlPattern} headingLevel={headingLevel} />;
}
