import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import styles from './off-canvas-menu.css?inline';
import { OffCanvasMenu } from './off-canvas-menu';
import { texts } from './texts';

export default defineWidget({ meta, Component: OffCanvasMenu, styles, resources: texts });
