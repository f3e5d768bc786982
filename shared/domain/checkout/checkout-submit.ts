import { safeHref } from '../../lib/safe-href';

/**
 * How the answer to POST checkout/weborder is read (SPEC sections 4 and 8) and where the buyer goes
 * next. Pure: the checkout widget only shows what these return.
 */

/** SPEC 3 Order warning: Key and Time go back as IgnoreWarning; Messages are shown in the overlay. */
export interface OrderWarning {
  Key: string;
  Time: string;
  Messages: string[];
}

export interface LineError {
  /** Index into the basket's LineItems as the server saw them. */
  index: number;
  /** The line's id when the server sends it (safer than the index if the basket changed since). */
  lineId: string | null;
  messages: string[];
}

export type CheckoutFailure =
  | { kind: 'warning'; warning: OrderWarning }
  | { kind: 'lines'; lines: LineError[]; message: string }
  | { kind: 'message'; message: string };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * SPEC 8 checkout 400: an OrderWarning (Key, Time, Messages) opens the warning overlay; otherwise
 * LineItemIndexesWithErrors marks lines with their AllErrorMessages; otherwise Message, else
 * ErrorMessage, is shown ('' when the body has neither: the caller shows its own text).
 */
export function readCheckoutFailure(body: Record<string, unknown> | undefined): CheckoutFailure {
  const message = text(body?.Message) || text(body?.ErrorMessage);
  const warning = body?.OrderWarning as Record<string, unknown> | null | undefined;
  if (warning && typeof warning === 'object' && text(warning.Key)) {
    return {
      kind: 'warning',
      warning: { Key: text(warning.Key), Time: text(warning.Time), Messages: strings(warning.Messages) },
    };
  }
  const raw = body?.LineItemIndexesWithErrors;
  if (Array.isArray(raw) && raw.length > 0) {
    const lines = raw.flatMap((entry): LineError[] => {
      if (typeof entry === 'number') return [{ index: entry, lineId: null, messages: [] }];
      if (!entry || typeof entry !== 'object') return [];
      const e = entry as Record<string, unknown>;
      const index = typeof e.LineItemIndex === 'number' ? e.LineItemIndex : typeof e.Index === 'number' ? e.Index : -1;
      return [{ index, lineId: text(e.LineId) || null, messages: strings(e.AllErrorMessages) }];
    });
    return { kind: 'lines', lines, message };
  }
  return { kind: 'message', message };
}

/**
 * The line ids the errors belong to, in basket order: by LineId when given, else by index into the
 * basket's lines. Errors that match no line are dropped (the caller still shows the message).
 */
export function errorsByLineId(errors: readonly LineError[], lineIds: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const error of errors) {
    const id = error.lineId && lineIds.includes(error.lineId) ? error.lineId : lineIds[error.index];
    if (id !== undefined) found.set(id, [...(found.get(id) ?? []), ...error.messages]);
  }
  return new Map(lineIds.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
}

/**
 * SPEC 4: after a placed order the buyer goes to the next-step URL with an id query. Only same-origin
 * http(s) or relative targets are followed (null otherwise); an existing query and hash are kept.
 */
export function nextStepHref(target: string, orderId: string, base: string): string | null {
  const href = safeHref(target, { sameOrigin: true, base });
  if (!href) return null;
  const url = new URL(href);
  url.searchParams.set('id', orderId);
  return url.href;
}

/**
 * Where the buyer is once the order is placed. `go`: the page opens next (`to` says which, for the text
 * shown meanwhile). `stay`: the checkout itself says the order is placed, with its number when known and
 * a link to the orders page when there is a safe one.
 */
export type AfterOrder =
  | { kind: 'go'; to: 'receipt' | 'orders'; href: string }
  | { kind: 'stay'; orderId: string | null; ordersHref: string | null };

/**
 * Issue #10: every 2xx answer is a placed order. With the order's id the buyer goes to the next step
 * (`?id=`); without one (the answer named none) to the orders page, if the page gives one. A next step
 * refused as unsafe (another origin, `javascript:`), or no id and no orders page, leaves the buyer on a
 * clear "order placed" state rather than on "Opening the receipt..." for good.
 */
export function afterPlacedOrder(
  orderId: string | null,
  urls: { nextStepUrl: string; ordersUrl?: string },
  base: string,
): AfterOrder {
  const ordersHref = urls.ordersUrl ? safeHref(urls.ordersUrl, { sameOrigin: true, base }) : null;
  const receipt = orderId === null ? null : nextStepHref(urls.nextStepUrl, orderId, base);
  if (receipt) return { kind: 'go', to: 'receipt', href: receipt };
  if (orderId === null && ordersHref) return { kind: 'go', to: 'orders', href: ordersHref };
  return { kind: 'stay', orderId, ordersHref };
}
