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
 *
 * Only what (nearly) every island uses: since the loader starts a widget's group chunks together with
 * its chunk (issue #19), a group chunk no longer costs a round trip after the widget chunk, so the path
 * helper and the navigation seam left this table for the group chunks of the widgets that use them
 * (about 0.2 kB gzip less on every page, the mini-basket page's room for the loader's chunk list).
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as apiClient from '../api/http/client';
import * as apiErrors from '../api/http/errors';
import * as cookies from '../lib/cookies';
import * as safeHref from '../lib/safe-href';
import * as timing from '../lib/timing';
import * as bus from '../events/bus';
import * as basket from '../stores/basket/basket';
import * as basketEarlyRead from '../stores/basket/early-read';
import * as earlyReads from '../api/http/early-reads';
import * as formatDate from '../i18n/format-date';
import * as formatMoney from '../i18n/format-money';
import * as i18n from '../i18n/i18n';
import * as useTranslation from '../i18n/use-translation';
import * as expectedDeliveryDate from '../context/expected-delivery-date';
import * as pageContext from '../context/page-context';
import * as adoptStyles from '../ui/primitives/adopt-styles';
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
  // Starts the basket read as this chunk runs (issue #19, data early): it must run on every page.
  basketEarlyRead,
  // Starts the reads of the page's eager islands that are not the basket's as this chunk runs (issue #35).
  earlyReads,
  i18n,
  formatDate,
  // The mini basket (on nearly every page) shows its subtotal with it: in the core rather than in a group
  // chunk of its own, which that page would fetch as well (about 0.3 kB gzip and a request).
  formatMoney,
  useTranslation,
  apiClient,
  apiErrors,
  cookies,
  safeHref,
  timing,
  // The basket's save state is shown by the mini basket (on nearly every page), the checkout and the
  // exception overlay: in the core chunk rather than in small group chunks of their own.
  basketSaveNotice,
  loginLink,
  adoptStyles,
  mountIsland,
});

export type SharedModules = typeof sharedModules;
