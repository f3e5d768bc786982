import { defineWidget } from '../../shared/islands/define-widget';
import { DropSizeWarning } from './drop-size-warning';
import styles from './drop-size-warning.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: DropSizeWarning, styles, resources: texts });
