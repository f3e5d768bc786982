import { defineWidget } from '../../shared/islands/define-widget';
import { Countdown } from './countdown';
import styles from './countdown.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: Countdown, styles, resources: texts });
