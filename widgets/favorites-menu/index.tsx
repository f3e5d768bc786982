import { defineWidget } from '../../shared/islands/define-widget';
import { FavoritesMenu } from './favorites-menu';
import { meta } from './meta';
import styles from './favorites-menu.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: FavoritesMenu, styles, resources: texts });
