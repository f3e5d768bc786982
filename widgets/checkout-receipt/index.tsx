import { defineWidget } from '../../shared/islands/define-widget';
import styles from './checkout-receipt.css?inline';
import { CheckoutReceipt } from './checkout-receipt';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CheckoutReceipt, styles, resources: texts });
