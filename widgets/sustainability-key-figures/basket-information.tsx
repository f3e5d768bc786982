import { useId } from 'react';
import { sustainabilityApi } from '../../shared/api/sustainability-api';
import { reportHref } from '../../shared/domain/sustainability/key-figures';
import { HtmlText } from '../../shared/i18n/html-text';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { PageLink } from './page-link';
import { SectionHeading } from './section-heading';

const basketInformation = createFetcher({ fetch: () => sustainabilityApi.basketInformation() });

/**
 * SPEC 7 basket information summary (Information, PageLink) under a basket's figures. It only
 * explains the figures, so a failed load shows nothing here (the exception overlay reports it).
 * Information is CMS text that may hold HTML: it goes through the sanitiser.
 */
export function BasketInformation() {
  const t = useT('sustainability-key-figures');
  const headingId = useId();
  const info = useFetcher(basketInformation, true, (shown) => shown).data;
  const text = info?.Information?.trim();
  const link = info?.PageLink;
  const href = reportHref(link);
  if (!text && !href) return null;
  return (
    <section
      className="wsh-sustainability-key-figures__section wsh-sustainability-key-figures__information"
      role="group"
      aria-labelledby={headingId}
    >
      <SectionHeading id={headingId}>{t('informationHeading')}</SectionHeading>
      {text && <HtmlText as="div" className="wsh-sustainability-key-figures__information-text" html={text} />}
      {link && href && <PageLink link={link} href={href} fallbackText={t('informationLink')} />}
    </section>
  );
}
