import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { emit } from '../../events/bus';
import { $pageContext } from '../../context/page-context';
import { browserEnvironment, crossCuttingHeaders, crossCuttingParams } from './cross-cutting';
import {
  ApiAbortError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  MissingModelError,
  SessionExpiredError,
} from './errors';
import { finishNamed, startNamed } from './named-requests';
import { runTrackerScript } from './tracker-script';
import { WIRE, type ValidationGroup } from './wire';
import { requestStarted } from './first-content';
import { nextTask } from '../../lib/next-task';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Param = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions<T = unknown> {
  searchParams?: Record<string, Param>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Errors of this group are shown by the caller's form, so no general exception event is raised. */
  validationGroup?: ValidationGroup;
  /** A newer request with the same name aborts this one (e.g. "search"). */
  name?: string;
  signal?: AbortSignal;
  /**
   * Checks and normalises the Model (shared/api/http/shape.ts states the rule); whatever it throws makes
   * the call fail with a MissingModelError naming the path and, in its message, what was wrong. It gets the
   * answer's status too, for a reader that checks the Model later (early-reads.ts).
   */
  read?: (model: unknown, status: number) => T;
}

export interface Envelope<T> {
  model: T;
  /** True when the response carried an AnalyticsTrackerScript (redirects then wait 500 ms). */
  trackerScriptRan: boolean;
}

/**
 * The one ky instance. Retries once, for GETs only, when no answer arrived or a gateway failed:
 * a professional buyer on a flaky canteen Wi-Fi should not see an error for a dropped packet.
 */
export const http: KyInstance = ky.create({
  retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  timeout: 30_000,
  throwHttpErrors: true,
});

function baseUrl(): string {
  const base = $pageContext.get().apiBasePath;
  return new URL(base.endsWith('/') ? base : `${base}/`, location.href).href;
}

function buildUrl(path: string, params: Record<string, Param> | undefined): URL {
  const url = new URL(path.replace(/^\//, ''), baseUrl());
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  for (const [key, value] of Object.entries(crossCuttingParams(browserEnvironment($pageContext.get().cacheKey)))) {
    url.searchParams.set(key, value);
  }
  return url;
}

/** The JSON body, undefined when empty; `notJson` when it is not JSON (a login page, on a success). */
function parseBody(text: string, notJson: () => unknown = () => undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return notJson();
  }
}

const readBody = async (response: Response) => parseBody(await response.text());

/**
 * An answer at least this long (characters) is parsed, checked and handed to its caller in three tasks, not
 * one. A 200-line basket (about 390 kB) took one task of up to 42 ms at 4x CPU slowdown for all three, the
 * checkout's render of it included; a 7-line basket (15 kB) gains nothing from the split.
 */
export const LARGE_ANSWER_CHARS = 64 * 1024;

/** The next task, unless the request was aborted meanwhile: then it fails as aborted (its answer is not wanted). */
async function nextTaskUnlessAborted(signal: AbortSignal | undefined): Promise<void> {
  await nextTask();
  if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
}

/** A redirect that left the API (fetch follows it silently) went to the login page. */
function redirectedAwayFromApi(response: Response): boolean {
  if (!response.redirected || !response.url) return false;
  return !new URL(response.url).href.startsWith(baseUrl());
}

let sessionExpiryAnnounced = false;
/** SPEC 8 has no word for it; a session that expired is said once per page, not per failed call. */
function announceSessionExpiry(error: SessionExpiredError): void {
  if (sessionExpiryAnnounced) return;
  sessionExpiryAnnounced = true;
  emit('sessionExpired', { status: error.status, method: error.method, path: error.path });
}

async function toApiError(
  error: unknown,
  method: Method,
  path: string,
  validationGroup: ValidationGroup | undefined,
): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  // A 403 is not an expired session (issue #32): the user is logged in and refused this one action, so
  // it stays an ApiHttpError, which the exception notice says as "not allowed".
  if (error instanceof HTTPError && error.response.status === 401) {
    return new SessionExpiredError(method, path, error.response.status);
  }
  if (error instanceof HTTPError) {
    // An error body that cannot be read leaves the error without Message; the status still names the failure.
    const body = await readBody(error.response).catch(() => undefined); // the status still names the failure
    return new ApiHttpError(
      method,
      path,
      error.response.status,
      typeof body === 'object' && body ? (body as Record<string, unknown>) : undefined,
      validationGroup,
    );
  }
  if (error instanceof TimeoutError) return new ApiNetworkError(method, path, 'timeout');
  // A DOMException is an Error too (WebIDL), so one test covers fetch's abort and any other.
  if (error instanceof Error && error.name === 'AbortError') return new ApiAbortError(method, path);
  return new ApiNetworkError(method, path, 'network');
}

/** SPEC section 8: any failure but 200, 404 or an abort, without a validation group, raises the exception event. */
export function raisesException(error: ApiError, validationGroup: ValidationGroup | undefined): boolean {
  if (validationGroup) return false;
  if (error instanceof ApiAbortError || error instanceof MissingModelError || error instanceof SessionExpiredError)
    return false;
  return error.status !== 404;
}

/** The Model as `read` checks it; whatever `read` throws becomes a MissingModelError naming the path. */
export function readModel<T>(
  method: Method,
  path: string,
  status: number,
  model: unknown,
  read: ((model: unknown, status: number) => T) | undefined,
): T {
  try {
    return read ? read(model, status) : (model as T);
  } catch (e) {
    throw new MissingModelError(method, path, status, (e as Error).message);
  }
}

/** Sends a request with every cross-cutting rule of SPEC sections 7 and 8 and returns the unwrapped envelope. */
export async function requestEnvelope<T>(
  method: Method,
  path: string,
  opts: RequestOptions<T> = {},
): Promise<Envelope<T>> {
  const ended = requestStarted();
  const controller = opts.name ? startNamed(opts.name) : undefined;
  const signals = [controller?.signal, opts.signal].filter((s): s is AbortSignal => !!s);
  const headers: Record<string, string> = { ...crossCuttingHeaders(location.href), ...opts.headers };
  const customer = $pageContext.get().currentCustomerId;
  if (customer) headers[WIRE.customerHeader] = customer;
  if (opts.validationGroup) headers[WIRE.validationGroupHeader] = opts.validationGroup;
  const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  try {
    const response = await http(buildUrl(path, opts.searchParams), { method, headers, json: opts.json, signal });
    if (redirectedAwayFromApi(response)) throw new SessionExpiredError(method, path, response.status);
    const text = await response.text();
    const body = parseBody(text, () => {
      throw new SessionExpiredError(method, path, response.status);
    });
    if (typeof body !== 'object' || body === null || !('Model' in body))
      throw new MissingModelError(method, path, response.status);
    const { Model, AnalyticsTrackerScript } = body as { Model: T; AnalyticsTrackerScript?: unknown };
    const tracker = typeof AnalyticsTrackerScript === 'string' && AnalyticsTrackerScript.trim() !== '';
    if (tracker) runTrackerScript(AnalyticsTrackerScript as string);
    const large = text.length >= LARGE_ANSWER_CHARS;
    if (large) await nextTaskUnlessAborted(signal);
    const model = readModel(method, path, response.status, Model, opts.read);
    if (large) await nextTaskUnlessAborted(signal);
    return { model, trackerScriptRan: tracker };
  } catch (caught) {
    const error = await toApiError(caught, method, path, opts.validationGroup);
    if (error instanceof SessionExpiredError) announceSessionExpiry(error);
    if (raisesException(error, opts.validationGroup)) {
      emit('exception', { status: error.status, method, path, message: error.message });
    }
    throw error;
  } finally {
    ended();
    if (opts.name && controller) finishNamed(opts.name, controller);
  }
}

/** Like requestEnvelope, returning only the Model. */
export async function request<T>(method: Method, path: string, opts?: RequestOptions<T>): Promise<T> {
  return (await requestEnvelope<T>(method, path, opts)).model;
}

export const apiGet = <T>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, opts);
export const apiPost = <T>(path: string, json?: unknown, opts?: RequestOptions<T>) =>
  request<T>('POST', path, { ...opts, json });
export const apiPut = <T>(path: string, json?: unknown, opts?: RequestOptions<T>) =>
  request<T>('PUT', path, { ...opts, json });
export const apiDelete = <T>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts);

/** The absolute URL of an API path with every cross-cutting parameter (for downloads and keepalive flushes). */
export function apiUrl(path: string, searchParams?: Record<string, Param>): string {
  return buildUrl(path, searchParams).href;
}

/**
 * A file from the API (SPEC 7 "as a file": a sales document's PDF): the raw 2xx response, not an
 * envelope, so the caller reads its body and its Content-Disposition. Failures are those of every call
 * (SessionExpiredError for a 401 or a redirect away from the API; ApiHttpError, a 403 included, ApiNetworkError,
 * ApiAbortError) and raise the general exception event by the same rule (SPEC 8).
 */
export async function apiDownload(
  path: string,
  opts: Pick<RequestOptions, 'searchParams' | 'headers' | 'signal'> = {},
): Promise<Response> {
  const method = 'GET';
  try {
    const response = await http(buildUrl(path, opts.searchParams), {
      method,
      headers: { ...crossCuttingHeaders(location.href), ...opts.headers },
      signal: opts.signal,
    });
    if (redirectedAwayFromApi(response)) throw new SessionExpiredError(method, path, response.status);
    return response;
  } catch (caught) {
    const error = await toApiError(caught, method, path, undefined);
    if (error instanceof SessionExpiredError) announceSessionExpiry(error);
    if (raisesException(error, undefined))
      emit('exception', { status: error.status, method, path, message: error.message });
    throw error;
  }
}
