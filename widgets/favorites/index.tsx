import { defineWidget } from '../../shared/islands/define-widget';
import { Favorites } from './favorites';
import detailsStyles from './details/details.css?inline';
import styles from './favorites.css?inline';
import generatedStyles from './generated/generated.css?inline';
import listsStyles from './lists/lists.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({
  meta,
  Component: Favorites,
  styles: styles + listsStyles + generatedStyles + detailsStyles,
  resources: texts,
});
