import { defineWidget } from '../../shared/islands/define-widget';
import styles from './impersonation-banner.css?inline';
import { ImpersonationBanner } from './impersonation-banner';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: ImpersonationBanner, styles, resources: texts });
