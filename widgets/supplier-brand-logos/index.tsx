import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SupplierBrandLogos } from './supplier-brand-logos';
import styles from './supplier-brand-logos.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: SupplierBrandLogos, styles, resources: texts });
