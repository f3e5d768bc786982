import { act, renderHook } from '@testing-library/react';
import type { TOptions } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { reloadPageContext } from '../../../shared/context/page-context';
import { addWidgetResources, i18n, initI18n } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';

function page(context: object) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
  initI18n();
}

describe('useT keeps the texts it has translated (a list asks for the same labels row after row)', () => {
  it('asks i18next once for a text asked for again, with the same options', () => {
    page({ language: 'en' });
    const fixed = i18n.getFixedT.bind(i18n);
    const calls = vi.fn();
    vi.spyOn(i18n, 'getFixedT').mockImplementation(((...args: Parameters<typeof fixed>) => {
      const t = fixed(...args);
      return ((key: string, options?: TOptions) => (calls(key), t(key, options))) as typeof t;
    }) as typeof i18n.getFixedT);
    const { result } = renderHook(() => useT());
    const t = result.current;
    expect([t('loading'), t('loading'), t('close')]).toEqual(['Loading...', 'Loading...', 'Close']);
    expect(t('basketSave.rejected', { message: 'Sold out' })).toBe('Not saved: Sold out');
    expect(t('basketSave.rejected', { message: 'Sold out' })).toBe('Not saved: Sold out');
    expect(t('basketSave.rejected', { message: 'Blocked' })).toBe('Not saved: Blocked');
    expect(calls.mock.calls.map(([key]) => key)).toEqual([
      'loading',
      'close',
      'basketSave.rejected',
      'basketSave.rejected',
    ]);
  });

  it("gives a text added after it was first asked for: a widget's own texts, a CMS override still winning", () => {
    page({ language: 'en', translations: { 'en:countdown:completed': 'Over!' } });
    const t = renderHook(() => useT()).result.current as (key: string, options?: object) => string;
    expect(t('left', { ns: 'countdown' })).toBe('left');
    addWidgetResources('countdown', {
      en: { completed: 'Completed', left: 'Left' },
      da: { completed: 'Slut', left: 'Tilbage' },
    });
    expect(t('left', { ns: 'countdown' })).toBe('Left');
    expect(t('completed', { ns: 'countdown' })).toBe('Over!');
  });

  it('follows a change of language', async () => {
    page({ language: 'da' });
    const { result } = renderHook(() => useT());
    expect(result.current('loading')).toBe('Indlæser...');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current('loading')).toBe('Loading...');
  });
});
