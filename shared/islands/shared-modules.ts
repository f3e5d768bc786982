/**
 * The modules every island shares: React, the stores, the event bus, i18n and the API client.
 * Dates use date-fns' lightFormat here (numeric formats); full `format` with locales stays out.
 *
 * Every widget module carries this table (see defineWidget). That is what keeps all of them in the
 * single shared chunk: esbuild splits code by "which entry points use it", so without one object
 * that every widget uses, each combination of widgets would get its own small chunk and a page
 * would load a changing handful of them. It also lets the loader check that every island on the
 * page runs on the same instances (one basket store, one bus).
 *
 * Only modules whose every export is used belong here: a namespace import keeps all of a module's
 * exports, so ESM libraries (nanostores) come in through the stores that use them, tree-shaken.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as apiClient from '../api/client';
import * as apiErrors from '../api/errors';
import * as pathSegment from '../api/path-segment';
import * as cookies from '../lib/cookies';
import * as navigation from '../lib/navigation';
import * as safeHref from '../lib/safe-href';
import * as timing from '../lib/timing';
import * as bus from '../events/bus';
import * as basket from '../stores/basket/basket';
import * as formatDate from '../i18n/format-date';
import * as i18n from '../i18n/i18n';
import * as useTranslation from '../i18n/use-translation';
import * as expectedDeliveryDate from '../stores/expected-delivery-date';
import * as pageContext from '../stores/page-context';
import * as adoptStyles from './adopt-styles';
import * as mountIsland from './mount-island';
import * as basketSaveNotice from '../ui/features/basket-save-notice';
import * as loginLink from '../ui/primitives/login-link';

export const sharedModules = Object.freeze({
  React,
  ReactDOMClient,
  jsxRuntime,
  bus,
  pageContext,
  expectedDeliveryDate,
  basket,
  i18n,
  formatDate,
  useTranslation,
  apiClient,
  apiErrors,
  // Every API module that takes an id builds its path with it (19 of the widgets): one import less
  // in each of their chunks for some 200 bytes in the core (issue #11: no widget chunk grows).
  pathSegment,
  cookies,
  safeHref,
  timing,
  // The one navigation seam: the header search (on nearly every page), the checkout, the search page
  // and the page-reload warning share it; a group chunk of its own would cost those pages a request.
  navigation,
  // The basket's save state is shown by the mini basket (on nearly every page), the checkout and the
  // exception overlay: in the core chunk rather than in small group chunks of their own.
  basketSaveNotice,
  loginLink,
  adoptStyles,
  mountIsland,
});

export type SharedModules = typeof sharedModules;
