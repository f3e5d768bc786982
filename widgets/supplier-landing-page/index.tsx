import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SupplierLandingPage } from './supplier-landing-page';
import { texts } from './texts';

export default defineWidget({ meta, Component: SupplierLandingPage, resources: texts });
