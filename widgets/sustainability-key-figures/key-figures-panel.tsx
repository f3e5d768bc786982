import { useId } from 'react';
import type { SustainabilityKeyFigures } from '../../shared/domain/sustainability/models';
import {
  hasOrganicShare,
  hasRatios,
  hasReducedFoodWaste,
  reportHref,
} from '../../shared/domain/sustainability/key-figures';
import { useT } from '../../shared/i18n/use-translation';
import { FoodWasteTable } from './food-waste-table';
import { OrganicShareSection } from './organic-share-section';
import { PageLink } from './page-link';
import { RatioSection } from './ratio-section';
import { SectionHeading } from './section-heading';

/**
 * The sections of SPEC 2's key-figures panel, each only when the answer has it. Sections are named
 * groups, not landmarks: a page with several panels would otherwise repeat the same landmarks.
 */
export function KeyFiguresPanel({ figures }: { figures: SustainabilityKeyFigures }) {
  const t = useT('sustainability-key-figures');
  const reportsId = useId();
  const link = figures.SustainabilityInformation?.Link;
  const href = reportHref(link);
  return (
    <div className="wsh-sustainability-key-figures__sections">
      {hasRatios(figures) && <RatioSection kind="weight" figures={figures} />}
      {hasRatios(figures) && <RatioSection kind="co2" figures={figures} />}
      {hasOrganicShare(figures) && figures.OrganicShare && <OrganicShareSection share={figures.OrganicShare} />}
      {hasReducedFoodWaste(figures) && figures.ReducedFoodWaste && <FoodWasteTable waste={figures.ReducedFoodWaste} />}
      {link && href && (
        <section className="wsh-sustainability-key-figures__section" role="group" aria-labelledby={reportsId}>
          <SectionHeading id={reportsId}>{t('reportsHeading')}</SectionHeading>
          <PageLink link={link} href={href} fallbackText={t('reportsLink')} />
        </section>
      )}
    </div>
  );
}
