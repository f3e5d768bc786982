import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { PromotionTile } from './promotion-tile';
import styles from './promotion-tile.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: PromotionTile, styles, resources: texts });
