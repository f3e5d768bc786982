import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFailure, downloadFile, type DownloadOptions } from './download';

/** One file's download as a widget says it. */
export type FileDownloadState =
  | { status: 'idle' | 'downloading' }
  | { status: 'saved'; fileName: string }
  /** `sessionExpired`: the answer was the login page (or a redirect to it): log in again, then download. */
  | { status: 'failed'; sessionExpired: boolean };

/**
 * One download at a time (downloadFile): a start while one is on its way does nothing. Unmounting aborts
 * what is on its way, so nothing is fetched on or saved after the buyer left the widget.
 */
export function useFileDownload(): {
  state: FileDownloadState;
  start(fetchFile: (signal?: AbortSignal) => Promise<Response>, options: Omit<DownloadOptions, 'signal'>): void;
} {
  const [state, setState] = useState<FileDownloadState>({ status: 'idle' });
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const start = useCallback(
    (fetchFile: (signal?: AbortSignal) => Promise<Response>, options: Omit<DownloadOptions, 'signal'>) => {
      if (busy.current) return;
      busy.current = true;
      const own = new AbortController();
      controller.current = own;
      setState({ status: 'downloading' });
      downloadFile(fetchFile, { ...options, signal: own.signal })
        .then(
          (fileName) => setState({ status: 'saved', fileName }),
          (error: unknown) => {
            const failure = downloadFailure(error);
            if (failure !== 'aborted') setState({ status: 'failed', sessionExpired: failure === 'sessionExpired' });
          },
        )
        .finally(() => (busy.current = false));
    },
    [],
  );
  return { state, start };
}
