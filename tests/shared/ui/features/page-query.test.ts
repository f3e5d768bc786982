import { afterEach, describe, expect, it } from 'vitest';
import { pageAddress, readPage } from '../../../../shared/ui/features/campaign-landing/use-page-query';

afterEach(() => history.replaceState(null, '', '/'));

describe('page number in the query string (SPEC 2: under a configurable key)', () => {
  it('reads the page under the key, 1 when absent or not a whole number from 1', () => {
    expect(readPage('?side=3&q=x', 'side')).toBe(3);
    expect(readPage('?page=3', 'side')).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'two', '']) expect(readPage(`?side=${bad}`, 'side')).toBe(1);
  });

  it("writes the page beside the address's other parameters; page 1 drops the key", () => {
    history.replaceState(null, '', '/landing?lang=en&side=4#top');
    expect(pageAddress('side', 2)).toBe('/landing?lang=en&side=2#top');
    expect(pageAddress('side', 1)).toBe('/landing?lang=en#top');
  });
});
