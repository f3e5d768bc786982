import { defineWidget } from '../../shared/islands/define-widget';
import { HeaderSearch } from './header-search';
import styles from './header-search.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: HeaderSearch, styles, resources: texts });
