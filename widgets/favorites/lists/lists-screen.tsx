import type { AreaScreenProps } from '../../../shared/ui/area/area-router';

/** Placeholder of the lists screen (issue #12): replaced by its real screen in this folder. */
export function ListsScreen(_props: AreaScreenProps<'Favorites', 'lists'>) {
  return <h2>lists</h2>;
}
