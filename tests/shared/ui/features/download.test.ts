import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, downloadFile, fileNameFromContentDisposition } from '../../../../shared/ui/features/download';

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
    await expect(downloadFile(async () => response, 'fallback.pdf')).resolves.toBe('Invoice-7.pdf');
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
    await expect(downloadFile(async () => new Response('x'), 'Invoice-8.pdf')).resolves.toBe('Invoice-8.pdf');
    expect(clicked[0]!.download).toBe('Invoice-8.pdf');
  });

  it('reports a failed fetch to the caller and saves nothing', async () => {
    const { created, clicked } = spyOnSaving();
    const failure = new Error('HTTP 500');
    await expect(
      downloadFile(async () => {
        throw failure;
      }, 'x.pdf'),
    ).rejects.toBe(failure);
    expect(created).toEqual([]);
    expect(clicked).toEqual([]);
  });
});
