/**
 * The demo site's loader.js: the production registry plus QA-only widgets that prove error
 * isolation and exercise the API client. Built only into dist/demo; production never contains it.
 */
import { startLoader } from '../shared/islands/loader-runtime';
import { preload, registry } from '../widgets/registry';

window.__wshLoader = startLoader(
  {
    ...registry,
    'qa-throwing': () => import('./qa-widgets/qa-throwing/index'),
    'qa-api-probe': () => import('./qa-widgets/qa-api-probe/index'),
    'qa-quantity-inputs': () => import('./qa-widgets/qa-quantity-inputs/index'),
    'qa-product-list': () => import('./qa-widgets/qa-product-list/index'),
  },
  document,
  preload,
);
