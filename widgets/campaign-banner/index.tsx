import { defineWidget } from '../../shared/islands/define-widget';
import { CampaignBanner } from './campaign-banner';
import styles from './campaign-banner.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CampaignBanner, styles, resources: texts });
