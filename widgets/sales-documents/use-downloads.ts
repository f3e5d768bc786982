import { useCallback, useEffect, useRef, useState } from 'react';
import { salesDocumentsApi } from '../../shared/api/sales-documents-api';
import type { SalesDocument } from '../../shared/domain/sales-documents/models';
import { downloadFile } from '../../shared/ui/features/download';

/** One document's download: on its way, saved (under the file's own name), or failed (said in its row). */
export type DownloadState = { status: 'downloading' } | { status: 'saved'; fileName: string } | { status: 'failed' };

/** The name a file gets when the server names none: `<Type>-<DocumentNo>.pdf`, as the API names them. */
export const fallbackFileName = (doc: Pick<SalesDocument, 'Type' | 'DocumentNo'>): string =>
  `${doc.Type}-${doc.DocumentNo}.pdf`;

/**
 * The downloads of the island's documents, by document Id. A document on its way is not asked for twice
 * (a second click does nothing); a failure stays on its row until the buyer tries again.
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
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
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
    downloadFile(() => salesDocumentsApi.pdf(doc), fallbackFileName(doc))
      .then((fileName) => set({ status: 'saved', fileName }))
      .catch(() => set({ status: 'failed' }))
      .finally(() => inFlight.current.delete(doc.Id));
  }, []);

  return { downloads, last, download };
}
