import type { AreaScreenProps } from '../../../shared/ui/area/area-router';

/** Placeholder of the details screen (issue #12): replaced by its real screen in this folder. */
export function DetailsScreen(_props: AreaScreenProps<'Favorites', 'details'>) {
  return <h2>details</h2>;
}
