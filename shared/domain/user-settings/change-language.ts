/**
 * SPEC 7 PUT globalization/changelanguage {CurrentItemId, CurrentCategoryId, CurrentProductId,
 * LanguageName}: the server answers for the page the buyer is on, so the payload names it from the page
 * context. Pure, so the payload is tested apart from the widget.
 */

/** The page's languages (the page context's `language` field accepts these two). */
export const LANGUAGES = ['da', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface ChangeLanguagePayload {
  CurrentItemId: string;
  CurrentCategoryId: string;
  CurrentProductId: string;
  LanguageName: Language;
}

/** What of the page context names the page: the CMS item (pageId; 0 means none) and the category and product shown. */
export interface PageIds {
  pageId: number;
  currentCategoryId: string;
  currentProductId: string;
}

export function changeLanguagePayload(page: PageIds, language: Language): ChangeLanguagePayload {
  return {
    CurrentItemId: page.pageId > 0 ? String(page.pageId) : '',
    CurrentCategoryId: page.currentCategoryId,
    CurrentProductId: page.currentProductId,
    LanguageName: language,
  };
}
