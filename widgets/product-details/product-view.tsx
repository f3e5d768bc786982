import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Product } from '../../shared/domain/models';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { AddToListButton } from '../../shared/ui/features/add-to-list/add-to-list-button';
import { useAddToList } from '../../shared/ui/features/add-to-list/add-to-list-host';
import { AvailabilityText } from './availability-text';
import { replacementIds } from './availability';
import { BuyBox } from './buy-box';
import { Heading } from './heading';
import { Replacements } from './replacements';
import { SalesUnits } from './sales-units';

interface Props {
  product: Product;
  productUrlPattern: string;
  headingLevel: number;
}

/** The loaded product: what it is, what it costs, whether it can be had, and what replaces it. */
export function ProductView({ product, productUrlPattern, headingLevel }: Props) {
  const t = useT('product-details');
  const nameId = useId();
  const replaced = product.Availability?.IsDirectlyReplaced ?? false;
  // Favourite lists are the logged-in customer's (SPEC 6): anonymous visitors get no add-to-list action.
  const { isAuthenticated } = useStore($pageContext);
  const addToList = useAddToList();
  return (
    <article className="wsh-product-details" aria-labelledby={nameId}>
      <div className="wsh-product-details__main">
        {product.ImageUrl && (
          <img className="wsh-product-details__image" src={product.ImageUrl} alt="" width={160} height={160} />
        )}
        <div className="wsh-product-details__info">
          <Heading level={headingLevel} id={nameId} className="wsh-product-details__name">
            {product.DisplayName}
          </Heading>
          <dl className="wsh-product-details__facts">
            {product.Brand?.Value && (
              <div>
                <dt>{t('brand')}</dt>
                <dd>{product.Brand.Value}</dd>
              </div>
            )}
            <div>
              <dt>{t('productNumber')}</dt>
              <dd>{product.Id}</dd>
            </div>
          </dl>
          <AvailabilityText product={product} />
          {/* A directly replaced product is bought as its replacement, offered below. */}
          {!replaced && <BuyBox product={product} />}
          {isAuthenticated && (
            <div className="wsh-product-details__lists">
              <AddToListButton product={product} action={addToList.action} />
              {addToList.host}
            </div>
          )}
        </div>
      </div>
      <SalesUnits product={product} headingLevel={headingLevel + 1} />
      {replacementIds(product).length > 0 && (
        <Replacements product={product} productUrlPattern={productUrlPattern} headingLevel={headingLevel + 1} />
      )}
    </article>
  );
}
