import { defineWidget } from '../../shared/islands/define-widget';
import { FavoritesPrint } from './favorites-print';
import styles from './favorites-print.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: FavoritesPrint, styles, resources: texts });
