import { useId, useMemo } from 'react';
import type { Infer } from '../../page-context/fields';
import { campaignsApi } from '../../shared/api/campaigns-api';
import { byPriority } from '../../shared/domain/campaigns/campaign-weighting';
import { useT } from '../../shared/i18n/use-translation';
import { CampaignLink } from '../../shared/ui/features/campaign-link';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { useLogoCampaigns } from '../../shared/ui/data/use-logo-campaigns';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

/** Supplier and brand logos of the page (SPEC 3 Brand logo campaigns), Priority 1 first, at most `max`. */
export function SupplierBrandLogos({ heading, max }: Props) {
  const t = useT('supplier-brand-logos');
  const { status, items, retry } = useLogoCampaigns(campaignsApi.supplierBrands);
  const logos = useMemo(() => byPriority(items).slice(0, max), [items, max]);
  const headingId = useId();

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-supplier-brand-logos__status" t={t} onRetry={retry} />;
  if (logos.length === 0) return null; // nothing to show: no empty box on the page
  return (
    <section
      className="wsh-supplier-brand-logos"
      aria-label={heading ? undefined : t('label')}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h2 className="wsh-supplier-brand-logos__heading" id={headingId}>
          {heading}
        </h2>
      )}
      <ul className="wsh-supplier-brand-logos__list">
        {logos.map((logo) => (
          <li key={logo.Id} className="wsh-supplier-brand-logos__item" data-campaign-id={logo.Id}>
            {/* An unsafe Url leaves the logo unlinked (shared/domain/campaign-link). */}
            <CampaignLink url={logo.Url} className="wsh-supplier-brand-logos__link">
              <img className="wsh-supplier-brand-logos__logo" src={logo.LogoUrl} alt={logo.Title} loading="lazy" />
            </CampaignLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
