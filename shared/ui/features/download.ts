/**
 * Saving a file the API sends (SPEC 7 "as a file") without leaving the page: the response's body becomes a
 * temporary object URL that an `<a download>` saves under the file's own name, then the URL is let go.
 * A plain link to the API would lose the cross-cutting parameters and headers, and a failure, or the login
 * page after the session expired, would replace the page or be saved as the file instead of said in place.
 */
import { ApiAbortError, SessionExpiredError, isApiAbortError } from '../../api/http/errors';
import { downloadTypeProblem } from '../../lib/download-type';
import { safeFileName } from '../../lib/safe-file-name';

/** How long the object URL outlives the click: some browsers read it after the click handler returns. */
export const REVOKE_AFTER_MS = 1000;

/**
 * The file name a Content-Disposition header gives: RFC 6266's `filename*=UTF-8''...` (percent-encoded)
 * first, else `filename="..."` or a bare `filename=...`; made safe (safeFileName); null when it names none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // a malformed escape: try the plain parameter
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const plain = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const name = plain === undefined ? '' : safeFileName(plain);
  return name || null;
}

/** Saves `blob` as `fileName` through a temporary object URL and a clicked `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** The answer was a file, but not of a type asked for: nothing was saved. */
export class UnexpectedFileTypeError extends Error {
  constructor(readonly contentType: string) {
    super(`[wsh] the download is ${contentType || 'of no type'}, not a file of the expected type`);
    this.name = 'UnexpectedFileTypeError';
  }
}

export interface DownloadOptions {
  /** The name when the server names none (already safe). */
  fallbackName: string;
  /** The MIME types the file may have (shared/lib/download-type.ts FILE_TYPES). */
  accept: readonly string[];
  /** Aborted when the widget unmounts: the request stops and nothing is saved. */
  signal?: AbortSignal;
}

/**
 * Fetches a file with `fetchFile` (e.g. `apiDownload`), checks its Content-Type, names it from its
 * Content-Disposition or the fallback, and saves it. Resolves with the name it was saved under. Rejects,
 * saving nothing, with the fetch's error, a SessionExpiredError for an HTML page (the login page a
 * server answers after the session expired, with a 200 or after a redirect), an UnexpectedFileTypeError
 * for another type, or an ApiAbortError once `signal` is aborted (even after the body arrived).
 */
export async function downloadFile(
  fetchFile: (signal?: AbortSignal) => Promise<Response>,
  { fallbackName, accept, signal }: DownloadOptions,
): Promise<string> {
  const response = await fetchFile(signal);
  const contentType = response.headers.get('Content-Type');
  const problem = downloadTypeProblem(contentType, accept);
  const path = new URL(response.url || location.href).pathname;
  if (problem === 'loginPage') throw new SessionExpiredError('GET', path, response.status);
  if (problem) throw new UnexpectedFileTypeError(contentType ?? '');
  const blob = await response.blob();
  if (signal?.aborted) throw new ApiAbortError('GET', path);
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}

/** How a failed download is said: the session expired (log in again), stopped (say nothing), or failed. */
export function downloadFailure(error: unknown): 'sessionExpired' | 'aborted' | 'failed' {
  if (error instanceof SessionExpiredError) return 'sessionExpired';
  if (isApiAbortError(error) || (error instanceof Error && error.name === 'AbortError')) return 'aborted';
  return 'failed';
}
