/**
 * Type tests, run by `tsc`, never by vitest: a field declared with a default gives a property that is
 * never undefined, so a component needs no second default. `@ts-expect-error` lines must fail to compile.
 */
import { f as pageFields, type Infer } from '../../page-context/fields';
import type { PageContext } from '../../page-context/page-context';
import { f } from '../../page-context/widget-fields';
import type { meta as checkoutMeta } from '../../widgets/checkout-basket/meta';
import { isoDateTime } from '../../widgets/countdown/iso-date-time-field';

const props = {
  withDefault: f.url({ description: 'd', default: '/login' }),
  sameOrigin: pageFields.url({ description: 's', default: '', sameOrigin: true }),
  noLink: f.url({ description: 'n', default: undefined }),
  required: f.url({ description: 'r' }),
  pattern: f.urlPattern({ description: 'p', default: '/product/{id}' }),
  count: f.number({ description: 'c', default: 6 }),
  heading: f.optionalString({ description: 'h' }),
  endTime: isoDateTime({ description: 'e', default: '2026-12-24' }),
};
declare const p: Infer<typeof props>;

export const link: string = p.withDefault;
export const sameOrigin: string = p.sameOrigin;
export const required: string = p.required;
export const pattern: string = p.pattern;
export const count: number = p.count;
export const endTime: string = p.endTime;
// Without a default (or with `default: undefined`) the value may be missing: the type says so.
// @ts-expect-error `default: undefined` is no link
export const noLink: string = p.noLink;
// @ts-expect-error an optional string without a default
export const heading: string = p.heading;

// The real declarations: a widget's URL props with defaults, and the page context's loginUrl.
declare const checkout: Infer<typeof checkoutMeta.props>;
declare const context: PageContext;
export const nextStepUrl: string = checkout.nextStepUrl;
export const continueShoppingUrl: string = checkout.continueShoppingUrl;
// @ts-expect-error ordersUrl's default is undefined: no orders page when left out
export const ordersUrl: string = checkout.ordersUrl;
export const loginUrl: string = context.loginUrl;
