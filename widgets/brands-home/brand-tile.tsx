import type { Brand } from '../../shared/domain/brands/models';
import { safeHref } from '../../shared/lib/safe-href';

/**
 * One tile: the splash image (decorative) and the logo, whose alt text names the brand and so the
 * link. Without a logo the name is shown as text instead. The brand's Url comes from the server or the
 * CMS: an unsafe one (safeHref) leaves the tile unlinked rather than a link that cannot be trusted.
 */
export function BrandTile({ brand }: { brand: Brand }) {
  const href = safeHref(brand.Url);
  const Tag = href ? 'a' : 'div';
  return (
    <li className="wsh-brands-home__tile">
      <Tag className="wsh-brands-home__link" href={href ?? undefined}>
        <img className="wsh-brands-home__splash" src={brand.SplashImageUrl} alt="" loading="lazy" />
        <span className="wsh-brands-home__logo-box">
          {brand.LogoImageUrl ? (
            <img
              className="wsh-brands-home__logo"
              src={brand.LogoImageUrl}
              alt={brand.NavigationTitle}
              loading="lazy"
            />
          ) : (
            <span className="wsh-brands-home__name">{brand.NavigationTitle}</span>
          )}
        </span>
      </Tag>
    </li>
  );
}
