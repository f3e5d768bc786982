import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import styles from './punch-out-orders.css?inline';
import { PunchOutOrders } from './punch-out-orders';
import { texts } from './texts';

export default defineWidget({ meta, Component: PunchOutOrders, styles, resources: texts });
