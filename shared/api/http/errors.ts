import type { ValidationGroup } from './wire';

/** Base of every error the API client throws; the message names method and path. */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
  ) {
    super(`${method} ${path}: ${message}`);
    this.name = new.target.name;
  }
}

/** The server answered with a status outside 2xx. `body` is the parsed JSON body if any (Message, ErrorMessage ...). */
export class ApiHttpError extends ApiError {
  constructor(
    method: string,
    path: string,
    status: number,
    readonly body: Record<string, unknown> | undefined,
    /** The validation group the call sent (SPEC 5): its form shows the server's Message itself. */
    readonly validationGroup?: ValidationGroup,
  ) {
    super(
      method,
      path,
      `HTTP ${status}${typeof body?.Message === 'string' && body.Message ? ` (${body.Message})` : ''}`,
      status,
    );
  }
  /** The server's own message for the user (SPEC section 8: Message, else ErrorMessage), or ''. */
  get serverMessage(): string {
    const m = this.body?.Message ?? this.body?.ErrorMessage;
    return typeof m === 'string' ? m : '';
  }
}

/**
 * A 2xx answer without a usable `Model` (SPEC section 5: a response without Model is an error): none
 * at all, or one of the wrong shape (`detail` says what the reader of shared/api/http/shape.ts expected).
 */
export class MissingModelError extends ApiError {
  constructor(method: string, path: string, status: number, detail = 'the response has no Model') {
    super(method, path, detail, status);
  }
}

/** No answer: the network dropped or the request timed out. */
export class ApiNetworkError extends ApiError {
  constructor(
    method: string,
    path: string,
    readonly reason: 'network' | 'timeout',
  ) {
    super(method, path, reason === 'timeout' ? 'the request timed out' : 'the network request failed', 0);
  }
}

/** The request was aborted, by a newer request of the same name or by the caller. Never shown to users. */
export class ApiAbortError extends ApiError {
  constructor(method: string, path: string) {
    super(method, path, 'the request was aborted', 0);
  }
}

/**
 * The session has expired: a 401, a redirect away from the API (to a login page), or an answer that
 * is not JSON (a login page served in place of the API's answer). Not a 403: that user is logged in
 * and refused one action (an ApiHttpError with status 403).
 */
export class SessionExpiredError extends ApiError {
  constructor(method: string, path: string, status: number) {
    super(method, path, 'the session has expired', status);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isApiHttpError = (e: unknown): e is ApiHttpError => e instanceof ApiHttpError;
export const isMissingModelError = (e: unknown): e is MissingModelError => e instanceof MissingModelError;
export const isApiNetworkError = (e: unknown): e is ApiNetworkError => e instanceof ApiNetworkError;
export const isSessionExpiredError = (e: unknown): e is SessionExpiredError => e instanceof SessionExpiredError;
export const isApiAbortError = (e: unknown): e is ApiAbortError => e instanceof ApiAbortError;
/** A 404: callers often treat it as "nothing there" (SPEC section 8: product details ignore 404). */
export const isNotFoundError = (e: unknown): e is ApiHttpError => isApiHttpError(e) && e.status === 404;
