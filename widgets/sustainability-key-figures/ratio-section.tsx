import { useId } from 'react';
import type { SustainabilityKeyFigures, SustainabilityRatio } from '../../shared/domain/sustainability/models';
import { useT } from '../../shared/i18n/use-translation';
import { Donut } from './donut';
import { InfoToggle } from './info-toggle';
import { SectionHeading } from './section-heading';

type Kind = 'weight' | 'co2';

/** What each kind reads from a ratio and from the totals. */
const READ = {
  weight: {
    percent: (r: SustainabilityRatio) => r.KiloPercent,
    percentText: (r: SustainabilityRatio) => r.KiloPercentFormatted,
    amountText: (r: SustainabilityRatio) => r.KiloFormatted,
    total: (f: SustainabilityKeyFigures) => f.TotalKiloFormatted,
  },
  co2: {
    percent: (r: SustainabilityRatio) => r.CO2EPercent,
    percentText: (r: SustainabilityRatio) => r.CO2EPercentFormatted,
    amountText: (r: SustainabilityRatio) => r.CO2EFormatted,
    total: (f: SustainabilityKeyFigures) => f.TotalCO2EFormatted,
  },
} as const;

/**
 * SPEC 2: "weight of the food" (donuts per ratio by weight) and "food CO2 footprint" (by CO2
 * equivalent), each with an info icon, and a table with every ratio and the total in kg and percent
 * (SPEC 9) that gives the figures as text too.
 */
export function RatioSection({ kind, figures }: { kind: Kind; figures: SustainabilityKeyFigures }) {
  const t = useT('sustainability-key-figures');
  const headingId = useId();
  const read = READ[kind];
  const ratios = figures.SustainabilityRatios ?? [];
  const total = read.total(figures);
  return (
    <section className="wsh-sustainability-key-figures__section" role="group" aria-labelledby={headingId}>
      <div className="wsh-sustainability-key-figures__section-head">
        <SectionHeading id={headingId}>{t(kind === 'weight' ? 'weightHeading' : 'co2Heading')}</SectionHeading>
        <InfoToggle
          label={t(kind === 'weight' ? 'weightInfoButton' : 'co2InfoButton')}
          text={t(kind === 'weight' ? 'weightInfo' : 'co2Info')}
        />
      </div>
      <ul className="wsh-sustainability-key-figures__donuts">
        {ratios.map((r, i) => (
          <li key={r.Title} className="wsh-sustainability-key-figures__donut-item">
            <Donut
              label={t('donutLabel', { title: r.Title, percent: read.percentText(r) })}
              percent={read.percent(r)}
              percentText={read.percentText(r)}
              colour={i}
            />
            <span className="wsh-sustainability-key-figures__donut-title" aria-hidden="true">
              {r.Title}
            </span>
          </li>
        ))}
      </ul>
      <table className="wsh-sustainability-key-figures__table">
        <caption className="wsh-visually-hidden">{t(kind === 'weight' ? 'weightCaption' : 'co2Caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            <th scope="col">{t(kind === 'weight' ? 'weight' : 'co2e')}</th>
            <th scope="col">{t('share')}</th>
          </tr>
        </thead>
        <tbody>
          {ratios.map((r) => (
            <tr key={r.Title}>
              <th scope="row">{r.Title}</th>
              <td>{read.amountText(r)}</td>
              <td>{read.percentText(r)}</td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              <td>{total}</td>
              <td>{t('totalPercent')}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
