import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SearchPage } from './search-page';
import styles from './search-page.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: SearchPage, styles, resources: texts });
