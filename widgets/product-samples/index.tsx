import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { ProductSamplesWidget } from './product-samples';
import styles from './product-samples.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: ProductSamplesWidget, styles, resources: texts });
