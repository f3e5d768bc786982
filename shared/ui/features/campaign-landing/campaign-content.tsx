import { HtmlText } from '../../../i18n/html-text';
import { useT } from '../../../i18n/use-translation';
import { CAMPAIGN_LANDING_NS } from './texts';

/** What a campaign page shows above its products, whatever the kind of page. */
export interface CampaignLandingContent {
  title: string;
  /** The campaign's image or the supplier's splash image (decorative: the title says what it is). */
  imageUrl?: string;
  logoUrl?: string;
  /** Whose logo it is, for its text alternative; default the title. */
  logoName?: string;
  owner?: string;
  /** Text from the server; it may hold HTML, so it goes through the sanitiser. */
  html?: string;
}

/** Title, image, logo, owner and the sanitised text of a campaign page. */
export function CampaignContent({ content, headingId }: { content: CampaignLandingContent; headingId: string }) {
  const t = useT(CAMPAIGN_LANDING_NS);
  const { title, imageUrl, logoUrl, logoName, owner, html } = content;
  return (
    <div className="wsh-campaign-landing__content">
      {imageUrl && <img className="wsh-campaign-landing__image" src={imageUrl} alt="" />}
      <div className="wsh-campaign-landing__intro">
        {logoUrl && (
          <img className="wsh-campaign-landing__logo" src={logoUrl} alt={t('logo', { name: logoName || title })} />
        )}
        <h2 id={headingId} className="wsh-campaign-landing__title">
          {title}
        </h2>
      </div>
      {owner && <p className="wsh-campaign-landing__owner">{t('presentedBy', { owner })}</p>}
      {html && <HtmlText as="div" className="wsh-campaign-landing__text" html={html} />}
    </div>
  );
}
