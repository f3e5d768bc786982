import { defineWidget } from '../../shared/islands/define-widget';
import { BrandDetails } from './brand-details';
import styles from './brand-details.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: BrandDetails, styles, resources: texts });
