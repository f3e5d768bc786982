import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { StickyHeader } from './sticky-header';

export default defineWidget({ meta, Component: StickyHeader });
