import { useId } from 'react';
import type { LineItem } from '../../shared/domain/models';
import type { LineGroup } from '../../shared/domain/checkout/checkout-lines';
import { LineRow, type LineRowProps } from './line-row';

type Shared = Omit<LineRowProps, 'line' | 'stock' | 'removing' | 'waiting' | 'errors'>;

export interface LineListProps extends Shared {
  groups: LineGroup[];
  stock: ReadonlyMap<string, number | null>;
  removing: ReadonlySet<string>;
  waiting: ReadonlySet<string>;
  lineErrors: ReadonlyMap<string, string[]>;
}

/** The lines, one list or one titled list per category (SPEC 3 BasketItemsDisplayMode). */
export function LineList({ groups, stock, removing, waiting, lineErrors, ...shared }: LineListProps) {
  const rows = (lines: LineItem[]) =>
    lines.map((line) => (
      <LineRow
        key={line.Id}
        line={line}
        stock={stock.get(line.Id)}
        removing={removing.has(line.Id)}
        waiting={waiting.has(line.Id)}
        errors={lineErrors.get(line.Id)}
        {...shared}
      />
    ));
  if (groups.length === 1 && groups[0]!.title === null) {
    return <ul className="wsh-checkout-basket__lines">{rows(groups[0]!.lines)}</ul>;
  }
  return (
    <>
      {groups.map((group) => (
        <Group key={group.key} title={group.title ?? shared.t('otherCategory')}>
          {rows(group.lines)}
        </Group>
      ))}
    </>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="wsh-checkout-basket__group" aria-labelledby={id}>
      <h3 id={id} className="wsh-checkout-basket__group-title">
        {title}
      </h3>
      <ul className="wsh-checkout-basket__lines">{children}</ul>
    </section>
  );
}
