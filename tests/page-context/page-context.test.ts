import { describe, expect, it } from 'vitest';
import { parsePageContext, readPageContext } from '../../page-context/page-context';

describe('page context', () => {
  it('has the documented defaults', () => {
    const { context } = parsePageContext('{}');
    expect(context).toMatchObject({
      area: 'None',
      apiBasePath: '/api/',
      dateFormat: 'dd.MM.yyyy',
      paginationQueryKey: 'page',
      catalogChunkSize: 50,
      isAuthenticated: false,
      isPunchOut: false,
      orderReferenceMaxLength: 20,
      editorMode: false,
      translations: {},
    });
  });

  it('reads every field the CMS sends', () => {
    const r = parsePageContext(
      JSON.stringify({
        area: 'OrderOverview',
        pageId: 1234,
        pageType: 'OrderOverviewPage',
        isAuthenticated: true,
        language: 'en',
        apiBasePath: '/shop/api/',
        cacheKey: 'k1',
        catalogChunkSize: 25,
        paginationQueryKey: 'p',
        supplierKey: 'sk',
        dateFormat: 'yyyy-MM-dd',
        currentCustomerId: 'C7',
        isPunchOut: true,
      }),
    );
    expect(r.status).toBe('ok');
    expect(r.problems).toEqual([]);
    expect(r.context).toMatchObject({
      area: 'OrderOverview',
      pageId: 1234,
      language: 'en',
      apiBasePath: '/shop/api/',
      catalogChunkSize: 25,
      currentCustomerId: 'C7',
      isPunchOut: true,
    });
  });

  it('keeps the good fields when one is wrong, and names the wrong one', () => {
    const r = parsePageContext(JSON.stringify({ pageId: 'abc', language: 'sv', cacheKey: 'k2' }));
    expect(r.status).toBe('ok');
    expect(r.context.cacheKey).toBe('k2');
    expect(r.context.pageId).toBe(0);
    expect(r.problems).toHaveLength(2);
    expect(r.problems[0]).toBe('pageId: expected an integer, got "abc" (using the default 0)');
    expect(r.problems[1]).toMatch(/^language: expected one of "en", "da", got "sv" \(using the default "da"\)/);
  });

  it('reports a missing or malformed page context', () => {
    expect(parsePageContext(null).status).toBe('missing');
    expect(parsePageContext(null).problems[0]).toContain('id="page-context"');
    expect(parsePageContext('{oops').status).toBe('invalid');
    expect(parsePageContext('[1]').status).toBe('invalid');
  });

  it('falls back to the <html lang> for the language', () => {
    expect(parsePageContext('{}', 'en-GB').context.language).toBe('en');
    expect(parsePageContext('{}', 'fr').context.language).toBe('da');
  });

  it('reads the page-context element of a document', () => {
    document.body.innerHTML = '<script type="application/json" id="page-context">{"pageType":"SearchPage"}</script>';
    expect(readPageContext().context.pageType).toBe('SearchPage');
  });

  it.each(['/api/', '/shop/api', '/shop-api/v2/'])('takes the same-origin path %j as apiBasePath', (path) => {
    const r = parsePageContext(JSON.stringify({ apiBasePath: path }));
    expect(r.problems).toEqual([]);
    expect(r.context.apiBasePath).toBe(path);
  });

  it.each([
    'https://evil.example/api/',
    '//evil.example/',
    'javascript:alert(1)',
    '/\\evil.example/',
    'api/',
    ' /api/',
    '/api/\n',
  ])('refuses apiBasePath %j with the usual warning and uses the default /api/', (path) => {
    const r = parsePageContext(JSON.stringify({ apiBasePath: path }));
    expect(r.status).toBe('ok');
    expect(r.context.apiBasePath).toBe('/api/');
    expect(r.problems).toEqual([
      `apiBasePath: expected a path such as "/api/", got "${path}" (using the default "/api/")`,
    ]);
  });

  it.each(['', '/favorites', '/da/favoritter/'])('takes %j as areaBasePath ("" infers it from the address)', (path) => {
    const r = parsePageContext(JSON.stringify({ areaBasePath: path }));
    expect(r.problems).toEqual([]);
    expect(r.context.areaBasePath).toBe(path);
  });

  it('areaBasePath defaults to empty, and refuses what is not a path on this site', () => {
    expect(parsePageContext('{}').context.areaBasePath).toBe('');
    for (const path of ['favorites', '//evil.example/x', 'https://evil.example/favorites']) {
      const r = parsePageContext(JSON.stringify({ areaBasePath: path }));
      expect(r.context.areaBasePath).toBe('');
      expect(r.problems).toHaveLength(1);
    }
    expect(parsePageContext(JSON.stringify({ apiBasePath: '' })).problems).toHaveLength(1);
  });

  describe('trustedRedirectOrigins: the off-site Redirects the wholesaler trusts (issue #32, 5)', () => {
    it('defaults to none', () => {
      expect(parsePageContext('{}').context.trustedRedirectOrigins).toBe('');
    });

    it.each(['https://punchout.example', 'https://punchout.example https://sso.example:8443', ''])(
      'takes exact https origins separated by spaces: %j',
      (origins) => {
        const r = parsePageContext(JSON.stringify({ trustedRedirectOrigins: origins }));
        expect(r.problems).toEqual([]);
        expect(r.context.trustedRedirectOrigins).toBe(origins);
      },
    );

    it('refuses anything but text (each entry is checked where a Redirect is followed: redirect.test.ts)', () => {
      const r = parsePageContext(JSON.stringify({ trustedRedirectOrigins: ['https://punchout.example'] }));
      expect(r.context.trustedRedirectOrigins).toBe('');
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0]).toMatch(/^trustedRedirectOrigins: expected /);
    });
  });
});
