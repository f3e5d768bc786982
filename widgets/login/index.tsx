import { defineWidget } from '../../shared/islands/define-widget';
import styles from './login.css?inline';
import { Login } from './login';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: Login, styles, resources: texts });
