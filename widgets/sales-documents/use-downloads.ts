import { useCallback, useEffect, useRef, useState } from 'react';
import { salesDocumentsApi } from '../../shared/api/sales-documents-api';
import type { SalesDocument } from '../../shared/domain/sales-documents/models';
import { FILE_TYPES } from '../../shared/lib/download-type';
import { safeFileName } from '../../shared/lib/safe-file-name';
import { downloadFailure, downloadFile } from '../../shared/ui/features/download';

/**
 * One document's download: on its way, saved (under the file's own name), or failed (said in its row;
 * `sessionExpired` when the answer was the login page or a redirect to it: log in again, then download).
 */
export type DownloadState =
  | { status: 'downloading' }
  | { status: 'saved'; fileName: string }
  | { status: 'failed'; sessionExpired: boolean };

/** The name a file gets when the server names none: `<Type>-<DocumentNo>.pdf`, as the API names them. */
export const fallbackFileName = (doc: Pick<SalesDocument, 'Type' | 'DocumentNo'>): string =>
  safeFileName(`${doc.Type}-${doc.DocumentNo}.pdf`);

/**
 * The downloads of the island's documents, by document Id. A document on its way is not asked for twice
 * (a second click does nothing); a failure stays on its row until the buyer tries again. Leaving the
 * island (unmount) aborts what is on its way: nothing is saved after the buyer left.
 */
export function useDownloads(): {
  downloads: Readonly<Record<string, DownloadState>>;
  /** The last document whose state changed, for the one polite status line. */
  last: SalesDocument | null;
  download(doc: SalesDocument): void;
} {
  const [downloads, setDownloads] = useState<Record<string, DownloadState>>({});
  const [last, setLast] = useState<SalesDocument | null>(null);
  const inFlight = useRef(new Set<string>());
  const mounted = useRef(true);
  const controller = useRef(new AbortController());
  useEffect(() => {
    mounted.current = true;
    if (controller.current.signal.aborted) controller.current = new AbortController();
    return () => {
      mounted.current = false;
      controller.current.abort();
    };
  }, []);

  const download = useCallback((doc: SalesDocument) => {
    if (inFlight.current.has(doc.Id)) return;
    inFlight.current.add(doc.Id);
    const set = (state: DownloadState) => {
      if (!mounted.current) return;
      setDownloads((all) => ({ ...all, [doc.Id]: state }));
      setLast(doc);
    };
    set({ status: 'downloading' });
    downloadFile((signal) => salesDocumentsApi.pdf(doc, signal), {
      fallbackName: fallbackFileName(doc),
      accept: FILE_TYPES.pdf,
      signal: controller.current.signal,
    })
      .then((fileName) => set({ status: 'saved', fileName }))
      .catch((error: unknown) => {
        const failure = downloadFailure(error);
        if (failure !== 'aborted') set({ status: 'failed', sessionExpired: failure === 'sessionExpired' });
      })
      .finally(() => inFlight.current.delete(doc.Id));
  }, []);

  return { downloads, last, download };
}
