import { defineWidget } from '../../shared/islands/define-widget';
import { CampaignDetails } from './campaign-details';
import styles from './campaign-details.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CampaignDetails, styles, resources: texts });
