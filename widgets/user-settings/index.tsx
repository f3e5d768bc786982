import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { UserSettings } from './user-settings';
import styles from './user-settings.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: UserSettings, styles, resources: texts });
