import { defineWidget } from '../../shared/islands/define-widget';
import { CategoryPage } from './category-page';
import styles from './category-page.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CategoryPage, styles, resources: texts });
