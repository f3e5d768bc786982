import { defineWidget } from '../../shared/islands/define-widget';
import styles from './customer-cases.css?inline';
import { CustomerCases } from './customer-cases';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CustomerCases, styles, resources: texts });
