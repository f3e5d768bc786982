import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { RecallAddresses } from './recall-addresses';
import styles from './recall-addresses.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: RecallAddresses, styles, resources: texts });
