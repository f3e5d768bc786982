import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SupplierLandingPage } from './supplier-landing-page';
import styles from './supplier-landing-page.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: SupplierLandingPage, styles, resources: texts });
