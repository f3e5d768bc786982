import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { ProductPromotionWidget } from './product-promotion';
import styles from './product-promotion.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: ProductPromotionWidget, styles, resources: texts });
