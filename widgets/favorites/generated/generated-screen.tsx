import type { AreaScreenProps } from '../../../shared/ui/area/area-router';

/** Placeholder of the generated screen (issue #12): replaced by its real screen in this folder. */
export function GeneratedScreen(_props: AreaScreenProps<'Favorites', 'generated'>) {
  return <h2>generated</h2>;
}
