import { describe, expect, it } from 'vitest';
import { FILE_TYPES, downloadTypeProblem } from '../../../shared/lib/download-type';

describe('downloadTypeProblem (issue #32: the content type of a download is checked)', () => {
  it('takes the expected types, whatever the parameters and the case, and octet-stream', () => {
    expect(downloadTypeProblem('application/pdf', FILE_TYPES.pdf)).toBeNull();
    expect(downloadTypeProblem('Text/CSV; charset=utf-8', FILE_TYPES.csv)).toBeNull();
    expect(downloadTypeProblem('application/octet-stream', FILE_TYPES.pdf)).toBeNull();
  });

  it('reads an HTML page as the login page of an expired session', () => {
    expect(downloadTypeProblem('text/html; charset=utf-8', FILE_TYPES.pdf)).toBe('loginPage');
    expect(downloadTypeProblem('application/xhtml+xml', FILE_TYPES.csv)).toBe('loginPage');
  });

  it('refuses another type, or none', () => {
    expect(downloadTypeProblem('application/json', FILE_TYPES.pdf)).toBe('unexpectedType');
    expect(downloadTypeProblem('text/csv', FILE_TYPES.pdf)).toBe('unexpectedType');
    expect(downloadTypeProblem(null, FILE_TYPES.pdf)).toBe('unexpectedType');
    expect(downloadTypeProblem('', FILE_TYPES.xlsx)).toBe('unexpectedType');
  });
});
