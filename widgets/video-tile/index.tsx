import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { texts } from './texts';
import { VideoTile } from './video-tile';
import styles from './video-tile.css?inline';

export default defineWidget({ meta, Component: VideoTile, styles, resources: texts });
