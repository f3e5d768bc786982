import { defineWidget } from '../../shared/islands/define-widget';
import { LanguageSwitch } from './language-switch';
import styles from './language-switch.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: LanguageSwitch, styles, resources: texts });
