import { defineWidget } from '../../shared/islands/define-widget';
import { CheckoutBasket } from './checkout-basket';
import styles from './checkout-basket.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CheckoutBasket, styles, resources: texts });
