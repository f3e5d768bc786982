import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { QuoteTile } from './quote-tile';
import styles from './quote-tile.css?inline';

export default defineWidget({ meta, Component: QuoteTile, styles });
