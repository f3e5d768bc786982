import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { Notifications } from './notifications';
import styles from './notifications.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: Notifications, styles, resources: texts });
