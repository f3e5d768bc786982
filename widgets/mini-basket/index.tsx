import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { MiniBasket } from './mini-basket';
import buttonStyles from './mini-basket.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: MiniBasket, styles: buttonStyles, resources: texts });
