/**
 * loader.js, the only script a CMS page includes. It holds the registry's names and the loader
 * runtime, nothing else: React and every widget arrive in chunks imported on demand.
 */
import { startLoader } from '../shared/islands/loader-runtime';
import { preload, registry } from './registry';

// A page that includes loader.js twice (CMS template plus a content block) must not mount every island twice.
if (window.__wshLoader) console.error('[wsh] loader.js included twice; the second one is ignored');
else window.__wshLoader = startLoader(registry, document, preload);
