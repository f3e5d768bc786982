import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME, safeFileName } from '../../../shared/lib/safe-file-name';

describe('safeFileName (issue #32: a download name the buyer can trust)', () => {
  it('keeps an ordinary name, Danish letters included', () => {
    expect(safeFileName('Faktura-91853309 æøå.pdf')).toBe('Faktura-91853309 æøå.pdf');
  });

  it('keeps only the last path part', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\report.csv')).toBe('report.csv');
  });

  it('drops C0, DEL and C1 control characters', () => {
    expect(safeFileName('in\u0000vo\u0007ice\u001f\u007f\u0085\u009f.pdf')).toBe('invoice.pdf');
    expect(safeFileName('a\r\nb.pdf')).toBe('ab.pdf');
  });

  it('drops every bidirectional control, so the shown extension is the real one', () => {
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of [...bidi, '\u200e', '\u200f', '\u061c'])
      expect(safeFileName(`invoice${c}fdp.exe`)).toBe('invoicefdp.exe');
  });

  it('replaces what Windows refuses, and trims dots and spaces at the ends', () => {
    expect(safeFileName('a<b>c:d"e|f?g*.pdf')).toBe('a_b_c_d_e_f_g_.pdf');
    expect(safeFileName('  .hidden.pdf. ')).toBe('hidden.pdf');
    expect(safeFileName('...')).toBe('');
    expect(safeFileName('\u202e')).toBe('');
  });

  it(`caps the name at ${MAX_FILE_NAME} characters, keeping the extension, never splitting a character`, () => {
    const long = `${'a'.repeat(300)}.xlsx`;
    const capped = safeFileName(long);
    expect(capped).toHaveLength(MAX_FILE_NAME);
    expect(capped.endsWith('.xlsx')).toBe(true);
    const emoji = safeFileName(`${'😀'.repeat(200)}.pdf`, 10);
    expect(Array.from(emoji)).toHaveLength(10);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
    expect(safeFileName('b'.repeat(200))).toBe('b'.repeat(MAX_FILE_NAME));
  });
});
