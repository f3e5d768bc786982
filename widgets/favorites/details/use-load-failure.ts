import { useEffect } from 'react';
import { setFavoritesNotice } from '../../../shared/stores/favorites-notice';
import type { AreaNavigate } from '../../../shared/ui/area/area-context';

/**
 * SPEC 2 and 8: "if a favorite list cannot be loaded, the user is redirected to the favorites overview"
 * (404 or any other failure), the address replaced, and the overview says why ($favoritesNotice).
 */
export function useRedirectOnFailure(failed: boolean, notice: string, navigate: AreaNavigate<'Favorites'>): void {
  useEffect(() => {
    if (!failed) return;
    setFavoritesNotice(notice);
    navigate({ screen: 'lists' }, { replace: true });
  }, [failed, notice, navigate]);
}
