import type { RefObject } from 'react';
import type { Brand } from '../../shared/domain/brands/models';
import { HtmlText } from '../../shared/i18n/html-text';
import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';

interface Props {
  brand: Brand;
  text?: string;
  headingRef: RefObject<HTMLHeadingElement>;
  onShowProducts(): void;
}

/** The brand's info: name, splash image, logo and the CMS text (sanitised: it may hold simple HTML). */
export function BrandInfo({ brand, text, headingRef, onShowProducts }: Props) {
  const t = useT(NS);
  return (
    <section className="wsh-brand-details wsh-brand-details--info" aria-labelledby="wsh-brand-details-name">
      <img className="wsh-brand-details__splash" src={brand.SplashImageUrl} alt="" />
      <div className="wsh-brand-details__intro">
        {brand.LogoImageUrl && (
          <img className="wsh-brand-details__logo" src={brand.LogoImageUrl} alt={`${brand.NavigationTitle} logo`} />
        )}
        <h2 id="wsh-brand-details-name" ref={headingRef} tabIndex={-1} className="wsh-brand-details__heading">
          {brand.NavigationTitle}
        </h2>
      </div>
      {text && <HtmlText as="div" className="wsh-brand-details__text" html={text} />}
      <button type="button" className="wsh-button wsh-brand-details__toggle" onClick={onShowProducts}>
        {t('showProducts')}
      </button>
    </section>
  );
}
