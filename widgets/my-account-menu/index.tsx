import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import styles from './my-account-menu.css?inline';
import { MyAccountMenu } from './my-account-menu';
import { texts } from './texts';

export default defineWidget({ meta, Component: MyAccountMenu, styles, resources: texts });
