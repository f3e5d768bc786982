import { useId } from 'react';
import type { ReducedFoodWaste } from '../../shared/domain/sustainability/models';
import { useT } from '../../shared/i18n/use-translation';
import { SectionHeading } from './section-heading';

/** SPEC 2 reduced food waste: columns unit, sum and CO2e; one row, the weight saved and its CO2e. */
export function FoodWasteTable({ waste }: { waste: ReducedFoodWaste }) {
  const t = useT('sustainability-key-figures');
  const headingId = useId();
  return (
    <section className="wsh-sustainability-key-figures__section" role="group" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('foodWasteHeading')}</SectionHeading>
      <table className="wsh-sustainability-key-figures__table">
        <caption className="wsh-sustainability-key-figures__caption">{t('foodWasteCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('unit')}</th>
            <th scope="col">{t('sum')}</th>
            <th scope="col">{t('co2e')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('foodWasteWeight')}</th>
            <td>{waste.KiloSaved}</td>
            <td>{waste.CO2ESaved}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
