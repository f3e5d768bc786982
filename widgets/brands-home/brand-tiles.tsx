import type { ReactNode } from 'react';
import type { Brand } from '../../shared/domain/brands/models';
import { BrandTile } from './brand-tile';

/** SPEC 9: the first 6 tiles come before the teaser box. */
export const TILES_BEFORE_TEASER = 6;

/** The tile grid: the first 6 tiles, the teaser (when given, spanning the row), then the rest. */
export function BrandTiles({ brands, label, teaser }: { brands: readonly Brand[]; label: string; teaser: ReactNode }) {
  const first = brands.slice(0, TILES_BEFORE_TEASER);
  const rest = brands.slice(TILES_BEFORE_TEASER);
  return (
    <ul className="wsh-brands-home__tiles" aria-label={label}>
      {first.map((b) => (
        <BrandTile key={b.Id} brand={b} />
      ))}
      {teaser && <li className="wsh-brands-home__teaser">{teaser}</li>}
      {rest.map((b) => (
        <BrandTile key={b.Id} brand={b} />
      ))}
    </ul>
  );
}
