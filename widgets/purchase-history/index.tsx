import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { PurchaseHistory } from './purchase-history';
import styles from './purchase-history.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: PurchaseHistory, styles, resources: texts });
