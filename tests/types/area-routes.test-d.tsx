/**
 * Type tests, run by `tsc`, never by vitest: an area's screens are typed from the route table, so a
 * screen map that misses a screen, a screen that reads a parameter its path lacks, and a navigation
 * without a required parameter do not compile. `@ts-expect-error` lines must fail to compile.
 */
import type { AreaMatch, AreaTarget, ScreenParams, ScreenQuery } from '../../shared/domain/page/area-routes';
import { AreaRouter, type AreaScreenProps, type AreaScreens } from '../../shared/ui/area/area-router';

export const detailsParams: ScreenParams<'Favorites', 'details'> = { id: 'F1' };
declare const listsParams: ScreenParams<'Favorites', 'lists'>;
// @ts-expect-error the lists screen has no parameters
export const listsId: string = listsParams.id;
export const searchQuery: ScreenQuery<'OrderOverview', 'search'> = { text: '', numberOfDays: '', sortBy: '' };
// @ts-expect-error the sales documents' search has dateOne, dateTwo, type and page
export const documentsQuery: ScreenQuery<'SalesDocuments', 'search'> = { text: '' };

export const toDetails: AreaTarget<'Favorites'> = { screen: 'details', params: { id: 'F1' } };
export const toLists: AreaTarget<'Favorites'> = { screen: 'lists' };
// @ts-expect-error details needs its id
export const noId: AreaTarget<'Favorites'> = { screen: 'details' };
// @ts-expect-error Favorites has no search screen
export const noSearch: AreaTarget<'Favorites'> = { screen: 'search' };
export const toSearch: AreaTarget<'OrderOverview'> = { screen: 'search', query: { text: 'milk' } };

declare const m: AreaMatch<'Favorites'>;
if (m.kind === 'screen' && m.screen === 'details') {
  const id: string = m.params.id;
  void id;
}

function Details({ params, navigate, href }: AreaScreenProps<'Favorites', 'details'>) {
  navigate({ screen: 'lists' }, { replace: true });
  return <a href={href({ screen: 'detailsEdit', params: { id: params.id } })}>edit</a>;
}
const Lists = ({ href }: AreaScreenProps<'Favorites', 'lists'>) => <a href={href({ screen: 'lists' })}>lists</a>;
const screens: AreaScreens<'Favorites'> = {
  lists: Lists,
  details: Details,
  detailsEdit: Details,
  generated: () => null,
};
export const router = <AreaRouter area="Favorites" screens={screens} />;
// @ts-expect-error every screen of the area needs a component
export const missing: AreaScreens<'Favorites'> = { lists: Lists, details: Details };
// @ts-expect-error the details screen of OrderOverview is not the favourites'
export const wrongArea = <AreaRouter area="OrderOverview" screens={screens} />;
