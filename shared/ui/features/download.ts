/**
 * Saving a file the API sends (SPEC 7 "as a file") without leaving the page: the response's body becomes a
 * temporary object URL that an `<a download>` saves under the file's own name, then the URL is let go.
 * A plain link to the API would lose the cross-cutting parameters and headers, and a failure would replace
 * the page with an error document instead of being said in place.
 */

/** How long the object URL outlives the click: some browsers read it after the click handler returns. */
export const REVOKE_AFTER_MS = 1000;

/** Characters no file system accepts, and control characters, are replaced; path parts are dropped. */
function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // oxlint-disable-next-line no-control-regex -- control characters are what this removes
  return base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').trim();
}

/**
 * The file name a Content-Disposition header gives: RFC 6266's `filename*=UTF-8''...` (percent-encoded)
 * first, else `filename="..."` or a bare `filename=...`; null when it names none.
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

/**
 * Fetches a file with `fetchFile` (e.g. `apiDownload`), names it from its Content-Disposition or
 * `fallbackName`, and saves it. Resolves with the name it was saved under; rejects with the fetch's
 * error (or the body's read error) for the caller to show in place. Nothing is saved on a failure.
 */
export async function downloadFile(fetchFile: () => Promise<Response>, fallbackName: string): Promise<string> {
  const response = await fetchFile();
  const blob = await response.blob();
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
