import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { RecallConfirm } from './recall-confirm';
import styles from './recall-confirm.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: RecallConfirm, styles, resources: texts });
