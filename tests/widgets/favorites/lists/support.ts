import type { SetupServer } from 'msw/node';
import favorites from '../../../../widgets/favorites/index';
import { mountAreaWidget } from '../../render-widget';

/** Mounts the favourites area island on `address` (under the base /favorites), signed in, in English. */
export const mountFavorites = (address = '/favorites', context: object = {}) =>
  mountAreaWidget(
    favorites,
    { area: 'Favorites', basePath: '/favorites', pageType: 'FavoritesPage' },
    address,
    { printUrl: '/favorites-print.html' },
    context,
  );

/**
 * Every favourites and sales-statistics call the mock receives from now on, as "METHOD path body" (the
 * path with its query for GETs of the generated list).
 */
export function recordCalls(server: SetupServer): string[] {
  const seen: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/', '');
    if (!path.startsWith('favorites') && !path.startsWith('accounting/salesstatistics')) return;
    const query = [...url.searchParams].filter(([k]) => k === 'query' || k === 'sort');
    const shown = query.length ? `${path}?${new URLSearchParams(query).toString()}` : path;
    seen.push(`${request.method} ${shown} ${await request.clone().text()}`.trim());
  });
  return seen;
}

/** Only the changes (not the GETs) of recordCalls. */
export const changesOf = (seen: readonly string[]) => seen.filter((c) => !c.startsWith('GET '));
