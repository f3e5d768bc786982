import { describe, expect, it } from 'vitest';
import { changeLanguagePayload } from '../../../../shared/domain/user-settings/change-language';

describe('the change-language payload (SPEC 7 PUT globalization/changelanguage)', () => {
  it('names the page from the page context: item (pageId), category and product, with the new language', () => {
    expect(
      changeLanguagePayload({ pageId: 2201, currentCategoryId: 'C-12', currentProductId: '100333' }, 'da'),
    ).toEqual({
      CurrentItemId: '2201',
      CurrentCategoryId: 'C-12',
      CurrentProductId: '100333',
      LanguageName: 'da',
    });
  });

  it('sends empty ids for a page without an item, category or product (pageId 0 is none)', () => {
    expect(changeLanguagePayload({ pageId: 0, currentCategoryId: '', currentProductId: '' }, 'en')).toEqual({
      CurrentItemId: '',
      CurrentCategoryId: '',
      CurrentProductId: '',
      LanguageName: 'en',
    });
  });
});
