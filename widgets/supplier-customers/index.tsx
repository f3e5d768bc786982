import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import styles from './supplier-customers.css?inline';
import { SupplierCustomers } from './supplier-customers';
import { texts } from './texts';

export default defineWidget({ meta, Component: SupplierCustomers, styles, resources: texts });
