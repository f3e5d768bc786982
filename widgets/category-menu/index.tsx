import { defineWidget } from '../../shared/islands/define-widget';
import { CategoryMenu } from './category-menu';
import styles from './category-menu.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CategoryMenu, styles, resources: texts });
