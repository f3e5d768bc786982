import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { Statistics } from './statistics';
import styles from './statistics.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: Statistics, styles, resources: texts });
