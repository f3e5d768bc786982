import { defineWidget } from '../../shared/islands/define-widget';
import { CampaignDetails } from './campaign-details';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CampaignDetails, resources: texts });
