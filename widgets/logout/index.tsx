import { defineWidget } from '../../shared/islands/define-widget';
import styles from './logout.css?inline';
import { Logout } from './logout';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: Logout, styles, resources: texts });
