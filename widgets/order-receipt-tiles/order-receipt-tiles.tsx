import { useId } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { reloadCampaigns } from '../../shared/stores/campaigns';
import { CampaignTile } from '../../shared/ui/features/campaign-tile';
import type { meta } from './meta';
import { useReceiptTiles } from './use-receipt-tiles';
import { LoadStatus } from '../../shared/ui/primitives/load-status';

type Props = Infer<typeof meta.props>;

/** The receipt page's promotion tiles as a grid (issue 5, item 4). */
export function OrderReceiptTiles({ max, heading }: Props) {
  const t = useT('order-receipt-tiles');
  const { status, tiles } = useReceiptTiles(max);
  const headingId = useId();

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-order-receipt-tiles__status" t={t} onRetry={reloadCampaigns} />;
  if (tiles.length === 0) return null; // no tiles for the receipt page: nothing, not an empty grid
  return (
    <section
      className="wsh-order-receipt-tiles"
      aria-label={heading ? undefined : t('label')}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h2 className="wsh-order-receipt-tiles__heading" id={headingId}>
          {heading}
        </h2>
      )}
      <ul className="wsh-order-receipt-tiles__grid">
        {tiles.map((tile) => (
          <li key={tile.Id} className="wsh-order-receipt-tiles__cell">
            <CampaignTile campaign={tile} headingLevel={heading ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
