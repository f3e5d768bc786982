import type { ReactNode } from 'react';
import { campaignLink } from '../../domain/campaigns/campaign-link';
import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';

const NS = 'campaign-link';
const texts = {
  en: { opensNewWindow: '(opens in a new window)' },
  da: { opensNewWindow: '(åbner i et nyt vindue)' },
};

export interface CampaignLinkProps {
  /** The campaign's Url (Link and Target) as the API sends it; editors and suppliers write these. */
  url: { Link?: string; Target?: string } | undefined;
  className?: string;
  children: ReactNode;
  /** Shown instead of the link when the Url is missing or unsafe (default: the children, unlinked). */
  fallback?: ReactNode;
}

/**
 * A campaign's link, checked by shared/domain/campaign-link (relative or http(s) only, target _blank or
 * _self): an unsafe or empty Url renders the content unlinked rather than a link that cannot be trusted.
 * A new window is said to screen-reader users and gets rel="noopener noreferrer".
 */
export function CampaignLink({ url, className, children, fallback }: CampaignLinkProps) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const link = campaignLink(url, location.href);
  if (!link) return <>{fallback ?? children}</>;
  const blank = link.target === '_blank';
  return (
    <a className={className} href={link.href} target={link.target} rel={blank ? 'noopener noreferrer' : undefined}>
      {children}
      {blank && <span className="wsh-visually-hidden"> {t('opensNewWindow')}</span>}
    </a>
  );
}

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
