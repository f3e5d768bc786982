import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { ProductNews } from './product-news';
import styles from './product-news.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: ProductNews, styles, resources: texts });
