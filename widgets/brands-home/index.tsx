import { defineWidget } from '../../shared/islands/define-widget';
import { BrandsHome } from './brands-home';
import styles from './brands-home.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: BrandsHome, styles, resources: texts });
