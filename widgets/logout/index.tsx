import { defineWidget } from '../../shared/islands/define-widget';
import styles from './logout.css?inline';
import { Logout } from './logout';
import { meta } from './meta';

export default defineWidget({ meta, Component: Logout, styles });
