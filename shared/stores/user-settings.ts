import { userApi } from '../api/user-api';
import { createFetcher } from '../lib/fetcher';
import { $pageContext } from './page-context';

/**
 * The user's settings (SPEC 7: GET user/settings), asked for once per page for every island that
 * reads them (the checkout's grouping and prices, the search page's default sort and prices). Null
 * for anonymous visitors: they have none, and nothing is asked.
 */
export const $userSettings = createFetcher({
  fetch: (user: boolean) => (user ? userApi.settings() : Promise.resolve(null)),
})([$pageContext], () => $pageContext.get().isAuthenticated);
