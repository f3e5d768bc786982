import { defineWidget } from '../../shared/islands/define-widget';
import { CookieConsent } from './cookie-consent';
import styles from './cookie-consent.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CookieConsent, styles, resources: texts });
