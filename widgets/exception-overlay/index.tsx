import { defineWidget } from '../../shared/islands/define-widget';
import { ExceptionOverlay } from './exception-overlay';
import styles from './exception-overlay.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: ExceptionOverlay, styles, resources: texts });
