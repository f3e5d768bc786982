import { defineWidget } from '../../shared/islands/define-widget';
import { HighlightedProductsWidget } from './highlighted-products';
import styles from './highlighted-products.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: HighlightedProductsWidget, styles, resources: texts });
