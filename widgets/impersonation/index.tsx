import { defineWidget } from '../../shared/islands/define-widget';
import styles from './impersonation.css?inline';
import { ImpersonationPanel } from './impersonation-panel';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: ImpersonationPanel, styles, resources: texts });
