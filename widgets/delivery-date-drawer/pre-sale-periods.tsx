import { useId } from 'react';
import type { PreSaleRange } from '../../shared/domain/basket/delivery-dates';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';

interface PreSalePeriodsProps {
  periods: PreSaleRange[];
  /** The chosen period's id; null for normal delivery. */
  value: string | null;
  onChange(id: string | null): void;
}

/**
 * Normal delivery or one of the pre-sale periods, as a native radio group: arrow keys move
 * between the choices and the browser announces the group by its legend.
 */
export function PreSalePeriods({ periods, value, onChange }: PreSalePeriodsProps) {
  const t = useT(NS);
  const name = useId();
  if (periods.length === 0) return null;
  const describe = (p: PreSaleRange): string => {
    const range = p.from && p.to ? t('periodRange', { from: formatDate(p.from), to: formatDate(p.to) }) : '';
    return [p.text, range].filter(Boolean).join('. ');
  };
  const choices = [
    { id: null, name: t('normal'), detail: '' },
    ...periods.map((p) => ({ id: p.id, name: p.name, detail: describe(p) })),
  ];
  return (
    <fieldset className={`wsh-${NS}__periods`}>
      <legend className={`wsh-${NS}__legend`}>{t('deliveryType')}</legend>
      {choices.map((c) => (
        <label key={c.id ?? ''} className={`wsh-${NS}__period`}>
          <input
            type="radio"
            name={name}
            className={`wsh-${NS}__radio`}
            checked={value === c.id}
            onChange={() => onChange(c.id)}
          />
          <span className={`wsh-${NS}__period-text`}>
            <span className={`wsh-${NS}__period-name`}>{c.name}</span>
            {c.detail && <span className={`wsh-${NS}__period-detail`}>{c.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
