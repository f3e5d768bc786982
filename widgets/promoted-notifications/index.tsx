import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { PromotedNotifications } from './promoted-notifications';
import styles from './promoted-notifications.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: PromotedNotifications, styles, resources: texts });
