import { defineWidget } from '../../shared/islands/define-widget';
import { AllBaskets } from './all-baskets';
import styles from './all-baskets.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: AllBaskets, styles, resources: texts });
