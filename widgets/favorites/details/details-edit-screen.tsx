import type { AreaScreenProps } from '../../../shared/ui/area/area-router';

/** Placeholder of the detailsEdit screen (issue #12): replaced by its real screen in this folder. */
export function DetailsEditScreen(_props: AreaScreenProps<'Favorites', 'detailsEdit'>) {
  return <h2>detailsEdit</h2>;
}
