import { defineWidget } from '../../shared/islands/define-widget';
import { Co2Report } from './co2-report';
import styles from './co2-report.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: Co2Report, styles, resources: texts });
