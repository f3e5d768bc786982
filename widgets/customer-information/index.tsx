import { defineWidget } from '../../shared/islands/define-widget';
import { CustomerInformation } from './customer-information';
import styles from './customer-information.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CustomerInformation, styles, resources: texts });
