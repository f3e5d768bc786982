import { useId } from 'react';
import type { OrganicShare } from '../../shared/domain/sustainability/models';
import { organicBadgeTier } from '../../shared/domain/sustainability/organic-badge';
import { useT } from '../../shared/i18n/use-translation';
import { Donut } from './donut';
import { SectionHeading } from './section-heading';

/** SPEC 2 organic share: two donuts, by weight and by amount, each with its value text and a badge (SPEC 4). */
export function OrganicShareSection({ share }: { share: OrganicShare }) {
  const t = useT('sustainability-key-figures');
  const headingId = useId();
  const items = [
    {
      key: 'weight',
      label: t('organicWeight'),
      percent: share.OrganicWeightPercent,
      percentText: share.OrganicWeightPercentFormatted,
      value: share.OrganicWeightFormatted,
    },
    {
      key: 'amount',
      label: t('organicAmount'),
      percent: share.OrganicAmountPercent,
      percentText: share.OrganicAmountPercentFormatted,
      value: share.OrganicAmountFormatted,
    },
  ];
  return (
    <section className="wsh-sustainability-key-figures__section" role="group" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('organicHeading')}</SectionHeading>
      <ul className="wsh-sustainability-key-figures__donuts">
        {items.map((item) => {
          const tier = organicBadgeTier(item.percent);
          return (
            <li
              key={item.key}
              className="wsh-sustainability-key-figures__donut-item wsh-sustainability-key-figures__organic"
            >
              <Donut
                label={t('donutLabel', { title: item.label, percent: item.percentText })}
                percent={item.percent}
                percentText={item.percentText}
                colour={0}
              />
              <span className="wsh-sustainability-key-figures__donut-title">{item.label}</span>
              <span className="wsh-sustainability-key-figures__value">
                {item.value} ({item.percentText})
              </span>
              <span
                className="wsh-sustainability-key-figures__badge"
                data-tier={tier}
                // The tier's theme properties (docs/cms-editors.md, Theming), named here: no stylesheet rule per tier.
                style={{
                  background: `var(--wsh-sustainability-key-figures-${tier})`,
                  color: `var(--wsh-sustainability-key-figures-on-${tier})`,
                }}
              >
                {t('badge', { tier: t(`tier.${tier}`) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
