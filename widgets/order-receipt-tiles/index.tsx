import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { OrderReceiptTiles } from './order-receipt-tiles';
import styles from './order-receipt-tiles.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: OrderReceiptTiles, styles, resources: texts });
