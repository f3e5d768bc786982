import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { RecallNotice } from './recall-notice';
import styles from './recall-notice.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: RecallNotice, styles, resources: texts });
