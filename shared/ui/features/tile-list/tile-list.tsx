import type { ReactNode } from 'react';
import { hasShowAll } from '../../../domain/campaigns/tile-list';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { adoptStyles } from '../../primitives/adopt-styles';
import { ProductList } from '../product-list/product-list';
import css from './tile-list.css?inline';
import { texts, TILE_LIST_NS } from './texts';
import type { TileList as Tiles } from './use-tile-list';

function useTileListT() {
  adoptStyles('wsh-tile-list', css);
  addWidgetResources(TILE_LIST_NS, texts); // idempotent
  return useT(TILE_LIST_NS);
}

export interface TileListProps {
  tiles: Tiles;
  /** The list's accessible name (usually the host's heading). */
  label: string;
  /** The host's own words for the first load, its failure and no products, e.g. "Loading promotion..." (empty: the list's own by default). */
  texts: { loading: string; error: string; empty?: string };
  /** Where "Show all" goes (SPEC 9: offered above 18 tiles); null offers none. */
  showAll?: { href: string; target: string } | null;
  /** A single position (inListSingle) shows its 1 product without "more" or "show all". */
  single?: boolean;
  /** Why adding is locked (samples): quantity inputs of products not in the basket are disabled and this text says why. */
  lockedReason?: string | null;
  /** More actions after the tile list's own, e.g. a campaign's "View all products". */
  actions?: ReactNode;
}

function Status({ text, error, retry, retryText }: { text: string; error: boolean; retry(): void; retryText: string }) {
  return error ? (
    <p className="wsh-tile-list__status" role="alert">
      {text}{' '}
      <button type="button" className="wsh-button" data-list-nav onClick={retry}>
        {retryText}
      </button>
    </p>
  ) : (
    <p className="wsh-tile-list__status" role="status">
      {text}
    </p>
  );
}

/**
 * The tile list of SPEC 9 drawn with the shared product list: "more" while the hook says there is more,
 * "show all" above 18. The actions sit outside the (lockable) tiles, so a locked list can still grow.
 */
export function TileList({
  tiles,
  label,
  texts: words,
  showAll,
  single = false,
  lockedReason,
  actions,
}: TileListProps) {
  const t = useTileListT();
  if (tiles.products.length === 0) {
    if (tiles.status === 'ready') return <p className="wsh-tile-list__status">{words.empty ?? t('empty')}</p>;
    return (
      <Status
        text={tiles.status === 'error' ? words.error : words.loading}
        error={tiles.status === 'error'}
        retry={tiles.retry}
        retryText={t('retry')}
      />
    );
  }
  const more = !single && tiles.hasMore;
  const all = !single && showAll && hasShowAll(tiles.total) ? showAll : null;
  return (
    <div className="wsh-tile-list" data-list-keyboard="">
      {/* Always in the page, so the reason is announced when it appears and when the lock lifts. */}
      <p className="wsh-tile-list__locked" aria-live="polite">
        {lockedReason ?? ''}
      </p>
      {/* Locked: products not in the basket cannot be added; those in it can still be lowered or removed. The
          tiles are snapshots for the current date already: no second request, and each row is drawn whole. */}
      <ProductList products={tiles.products} productsAreSnapshots label={label} lockAdding={!!lockedReason} />
      <div className="wsh-tile-list__actions">
        {tiles.stage === 1 && tiles.status === 'loading' && <p role="status">{t('loadingMore')}</p>}
        {tiles.status === 'error' && <Status text={words.error} error retry={tiles.retry} retryText={t('retry')} />}
        {more && (
          <button type="button" className="wsh-button" data-list-nav onClick={tiles.loadMore}>
            {t('more')}
          </button>
        )}
        {all && (
          <a
            className="wsh-link"
            data-list-nav
            href={all.href}
            target={all.target}
            rel={all.target === '_blank' ? 'noopener noreferrer' : undefined}
          >
            {t('showAll', { count: tiles.total })}
          </a>
        )}
        {actions}
      </div>
    </div>
  );
}

/** SPEC 6: the tile list needs a logged-in user; anonymous visitors get a way in, never an error. */
export function TileListLoginHint({ hint, loginUrl }: { hint: string; loginUrl: string }) {
  const t = useTileListT();
  return (
    <p className="wsh-tile-list__login">
      {hint}{' '}
      <a className="wsh-link" href={loginUrl}>
        {t('login')}
      </a>
    </p>
  );
}

export interface TileListForUserProps extends TileListProps {
  isAuthenticated: boolean;
  /** The host's hint for anonymous visitors, e.g. "Log in to see the products and prices of this promotion." */
  loginHint: string;
  loginUrl: string;
}

/** The host's tile list for a logged-in user; anonymous visitors get the login hint in its place (SPEC 6). */
export function TileListForUser({ isAuthenticated, loginHint, loginUrl, ...list }: TileListForUserProps) {
  if (!isAuthenticated) return <TileListLoginHint hint={loginHint} loginUrl={loginUrl} />;
  return <TileList {...list} />;
}
