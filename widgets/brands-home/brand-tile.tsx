import type { Brand } from '../../shared/api/models';

/**
 * One tile: the splash image (decorative) and the logo, whose alt text names the brand and so the
 * link. Without a logo the name is shown as text instead.
 */
export function BrandTile({ brand }: { brand: Brand }) {
  return (
    <li className="wsh-brands-home__tile">
      <a className="wsh-brands-home__link" href={brand.Url}>
        <img className="wsh-brands-home__splash" src={brand.SplashImageUrl} alt="" loading="lazy" />
        <span className="wsh-brands-home__logo-box">
          {brand.LogoImageUrl ? (
            <img className="wsh-brands-home__logo" src={brand.LogoImageUrl} alt={brand.NavigationTitle} loading="lazy" />
          ) : (
            <span className="wsh-brands-home__name">{brand.NavigationTitle}</span>
          )}
        </span>
      </a>
    </li>
  );
}
