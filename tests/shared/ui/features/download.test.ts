import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredError } from '../../../../shared/api/http/errors';
import { FILE_TYPES } from '../../../../shared/lib/download-type';
import {
  REVOKE_AFTER_MS,
  UnexpectedFileTypeError,
  downloadFailure,
  downloadFile,
  fileNameFromContentDisposition,
} from '../../../../shared/ui/features/download';

const PDF = FILE_TYPES.pdf;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fileNameFromContentDisposition', () => {
  it('reads the quoted, the bare and the RFC 6266 UTF-8 file name, the extended one first', () => {
    expect(fileNameFromContentDisposition('attachment; filename="Invoice-91853309.pdf"')).toBe('Invoice-91853309.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=CreditNote-1.pdf')).toBe('CreditNote-1.pdf');
    expect(
      fileNameFromContentDisposition(`attachment; filename="Kreditnota.pdf"; filename*=UTF-8''Kreditnota%20%C3%A6.pdf`),
    ).toBe('Kreditnota æ.pdf');
  });

  it('names nothing without a file name, and keeps no path or forbidden characters', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="a:b?.pdf"')).toBe('a_b_.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''invoice%E2%80%AEfdp.exe`)).toBe(
      'invoicefdp.exe',
    );
  });
});

describe('downloadFile', () => {
  function spyOnSaving() {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    return { created, revoke, clicked };
  }

  it('saves the body under the Content-Disposition name through a temporary object URL, revoked after 1 s', async () => {
    vi.useFakeTimers();
    const { created, revoke, clicked } = spyOnSaving();
    const response = new Response('%PDF-1.4 test', {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Invoice-7.pdf"' },
    });
    await expect(downloadFile(async () => response, { fallbackName: 'fallback.pdf', accept: PDF })).resolves.toBe(
      'Invoice-7.pdf',
    );
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'Invoice-7.pdf', inPage: true }]);
    expect(await created[0]!.text()).toBe('%PDF-1.4 test');
    expect(created[0]!.type).toBe('application/pdf');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('uses the fallback name when the server names none', async () => {
    const { clicked } = spyOnSaving();
    const pdf = new Response('x', { headers: { 'Content-Type': 'application/pdf' } });
    await expect(downloadFile(async () => pdf, { fallbackName: 'Invoice-8.pdf', accept: PDF })).resolves.toBe(
      'Invoice-8.pdf',
    );
    expect(clicked[0]!.download).toBe('Invoice-8.pdf');
  });

  it('reports a failed fetch to the caller and saves nothing', async () => {
    const { created, clicked } = spyOnSaving();
    const failure = new Error('HTTP 500');
    await expect(
      downloadFile(
        async () => {
          throw failure;
        },
        { fallbackName: 'x.pdf', accept: PDF },
      ),
    ).rejects.toBe(failure);
    expect(created).toEqual([]);
    expect(clicked).toEqual([]);
  });

  it('an HTML page where a file was asked for is an expired session (the login page), and is not saved', async () => {
    const { created, clicked } = spyOnSaving();
    const page = new Response('<!doctype html><title>Log in</title>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
    const error = await downloadFile(async () => page, { fallbackName: 'x.pdf', accept: PDF }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(downloadFailure(error)).toBe('sessionExpired');
    expect(created).toEqual([]);
    expect(clicked).toEqual([]);
  });

  it('another type than expected is refused as a failure; octet-stream passes', async () => {
    const { clicked } = spyOnSaving();
    const json = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    const error = await downloadFile(async () => json, { fallbackName: 'x.pdf', accept: PDF }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedFileTypeError);
    expect(downloadFailure(error)).toBe('failed');
    const bytes = new Response('x', { headers: { 'Content-Type': 'application/octet-stream' } });
    await expect(downloadFile(async () => bytes, { fallbackName: 'x.pdf', accept: PDF })).resolves.toBe('x.pdf');
    expect(clicked).toHaveLength(1);
  });

  it('hands the signal to the fetch, and saves nothing once it is aborted, even after the answer came', async () => {
    const { clicked } = spyOnSaving();
    const controller = new AbortController();
    let handed: AbortSignal | undefined;
    const download = downloadFile(
      async (signal) => {
        handed = signal;
        controller.abort();
        return new Response('x', { headers: { 'Content-Type': 'application/pdf' } });
      },
      { fallbackName: 'x.pdf', accept: PDF, signal: controller.signal },
    );
    const error = await download.catch((e: unknown) => e);
    expect(handed).toBe(controller.signal);
    expect(downloadFailure(error)).toBe('aborted');
    expect(clicked).toEqual([]);
  });
});
