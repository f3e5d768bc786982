import { defineWidget } from '../../shared/islands/define-widget';
import styles from './reset-password.css?inline';
import { ResetPassword } from './reset-password';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: ResetPassword, styles, resources: texts });
