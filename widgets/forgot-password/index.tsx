import { defineWidget } from '../../shared/islands/define-widget';
import styles from './forgot-password.css?inline';
import { ForgotPassword } from './forgot-password';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: ForgotPassword, styles, resources: texts });
