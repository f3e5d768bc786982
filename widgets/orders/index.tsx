import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { Orders } from './orders';
import styles from './orders.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: Orders, styles, resources: texts });
