import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { PageReloadWarning } from './page-reload-warning';
import { texts } from './texts';

export default defineWidget({ meta, Component: () => <PageReloadWarning />, resources: texts });
