import { defineWidget } from '../../shared/islands/define-widget';
import calendarCss from './calendar.css?inline';
import { DeliveryDateDrawer } from './delivery-date-drawer';
import drawerCss from './delivery-date-drawer.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: DeliveryDateDrawer, styles: drawerCss + calendarCss, resources: texts });
