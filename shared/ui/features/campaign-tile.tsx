import type { Campaign } from '../../domain/campaigns/models';
import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';
import { adoptStyles } from '../primitives/adopt-styles';
import { CampaignLink } from './campaign-link';
import css from './campaign-tile.css?inline';

const NS = 'campaign-tile';
const texts = {
  en: { owner: 'From {{name}}' },
  da: { owner: 'Fra {{name}}' },
};

/**
 * One promotion tile (SPEC 3 Campaign): the image, title, text and owner. The title is the link, and
 * its ::after covers the tile, so the whole tile is clickable while the link's name stays the title.
 * The image carries the same words as the title, so it is decorative.
 */
export function CampaignTile({ campaign, headingLevel = 2 }: { campaign: Campaign; headingLevel?: 2 | 3 | 4 }) {
  adoptStyles('wsh-campaign-tile', css);
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const Heading = `h${headingLevel}` as const;
  const image = campaign.Content?.Url;
  const owner = campaign.Owner?.Name;
  return (
    <article className="wsh-campaign-tile" data-campaign-id={campaign.Id}>
      {image && <img className="wsh-campaign-tile__image" src={image} alt="" loading="lazy" />}
      <div className="wsh-campaign-tile__body">
        <Heading className="wsh-campaign-tile__title">
          <CampaignLink url={campaign.Url} className="wsh-campaign-tile__link">
            {campaign.Title}
          </CampaignLink>
        </Heading>
        {campaign.Text && <p className="wsh-campaign-tile__text">{campaign.Text}</p>}
        {owner && <p className="wsh-campaign-tile__owner">{t('owner', { name: owner })}</p>}
      </div>
    </article>
  );
}

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
