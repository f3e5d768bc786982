import { useId } from 'react';
import type { Product } from '../../shared/domain/models';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { AddToBasket } from '../../shared/ui/features/add-to-basket';
import { AvailabilityText } from './availability-text';
import { Heading } from './heading';
import { useReplacements, type Replacement } from './use-replacements';

interface Props {
  product: Product;
  productUrlPattern: string;
  headingLevel: number;
}

/**
 * SPEC 3 Related: the direct replacement and the other replacements, each loaded on its own. A 404 leaves
 * that one out (SPEC 8); another failure shows the server's Message with a retry, beside those that loaded.
 */
export function Replacements({ product, productUrlPattern, headingLevel }: Props) {
  const t = useT('product-details');
  const headingId = useId();
  const { state, retry } = useReplacements(product);
  // Nothing to offer once loaded: every replacement is gone.
  if (!state.loading && state.items.length === 0 && state.error === null) return null;
  return (
    <section className="wsh-product-details__section" aria-labelledby={headingId} aria-busy={state.loading}>
      <Heading level={headingLevel} id={headingId} className="wsh-product-details__subheading">
        {t('replacements')}
      </Heading>
      {state.loading && state.items.length === 0 && (
        <p className="wsh-product-details__state" role="status">
          {t('loadingReplacements')}
        </p>
      )}
      {state.items.length > 0 && (
        <ul className="wsh-product-details__replacements">
          {state.items.map((r) => (
            <ReplacementCard key={r.product.Id} replacement={r} href={productHref(productUrlPattern, r.product.Id)} />
          ))}
        </ul>
      )}
      {state.error !== null && (
        <div className="wsh-product-details__state" role="alert">
          <p className="wsh-product-details__text">
            {state.error ? t('replacementsFailed', { message: state.error }) : t('replacementsFailedNoMessage')}
          </p>
          <button type="button" className="wsh-button wsh-button--secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}

function ReplacementCard({
  replacement: { product, direct },
  href,
}: {
  replacement: Replacement;
  href: string | null;
}) {
  const t = useT('product-details');
  const unit = product.SalesUnits.Values.find((u) => u.IsDefault) ?? product.SalesUnits.Values[0];
  return (
    <li className={`wsh-product-details__replacement${direct ? ' wsh-product-details__replacement--direct' : ''}`}>
      <span className="wsh-product-details__tag">{direct ? t('directReplacement') : t('alternative')}</span>
      {/* No safe address for this id (safeHref): the name without a link. */}
      <a className="wsh-product-details__link" href={href ?? undefined}>
        {product.DisplayName}
      </a>
      <span className="wsh-product-details__muted">
        {[product.Brand?.Value, `${t('productNumber')} ${product.Id}`].filter(Boolean).join(' · ')}
      </span>
      {unit && (
        <span className="wsh-product-details__price">
          {unit.FormattedSalesUnitPrice || unit.FormattedPrices.SalesUnit}
        </span>
      )}
      <AvailabilityText product={product} compact />
      <AddToBasket product={product} />
    </li>
  );
}
