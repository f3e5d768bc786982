import i18next, { type i18n as I18n } from 'i18next';
import { atom } from 'nanostores';
import { $pageContext } from '../context/page-context';
import { commonResources, type WidgetResources } from './common-resources';

export const LANGUAGES = ['en', 'da'] as const;

/** The one i18next instance of the page; every island reads it. */
export const i18n: I18n = i18next.createInstance();

/** Current language; components re-render through it when the language changes. */
export const $language = atom<string>('en');

let initialised = false;
/** Bumped whenever texts are added: translations cached before (use-translation.ts) are no longer used. */
let textsVersion = 0;
export const currentTextsVersion = (): number => textsVersion;
/** Widget namespaces whose own texts are loaded (a CMS override alone must not count as loaded). */
const loadedNamespaces = new Set<string>();

/** CMS overrides "<lang>:<namespace>:<key>" grouped by language and namespace. */
function overrides(): Map<string, Record<string, string>> {
  const byLangNs = new Map<string, Record<string, string>>();
  for (const [fullKey, text] of Object.entries($pageContext.get().translations)) {
    const [lang, ns, ...rest] = fullKey.split(':');
    if (!lang || !ns || rest.length === 0) {
      console.warn(`[wsh] translation override "${fullKey}" ignored: not <lang>:<namespace>:<key>`);
      continue;
    }
    const group = byLangNs.get(`${lang}:${ns}`) ?? {};
    group[rest.join(':')] = text;
    byLangNs.set(`${lang}:${ns}`, group);
  }
  return byLangNs;
}

function applyOverrides(onlyNs?: string): void {
  for (const [langNs, texts] of overrides()) {
    const [lang, ns] = langNs.split(':') as [string, string];
    if (onlyNs && ns !== onlyNs) continue;
    for (const [key, text] of Object.entries(texts)) i18n.addResource(lang, ns, key, text);
  }
}

/** Initialises i18next once from the page context (language, overrides). Synchronous: resources are bundled. */
export function initI18n(): I18n {
  if (initialised) return i18n;
  initialised = true;
  const lng = $pageContext.get().language;
  if (!i18n.isInitialized) {
    void i18n.init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: { en: { common: commonResources.en }, da: { common: commonResources.da } },
      interpolation: { escapeValue: false }, // React escapes; HTML texts go through DOMPurify.
      initAsync: false,
      returnNull: false,
    });
    i18n.on('languageChanged', (l) => $language.set(l));
  } else {
    for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'common', commonResources[lang], true, true);
    void i18n.changeLanguage(lng);
  }
  applyOverrides();
  textsVersion++;
  $language.set(i18n.language);
  return i18n;
}

/** Adds a widget's namespace (its folder's texts); CMS overrides for that namespace still win. */
export function addWidgetResources(ns: string, resources: WidgetResources): void {
  initI18n();
  if (loadedNamespaces.has(ns)) return;
  loadedNamespaces.add(ns);
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, resources[lang], true, true);
  applyOverrides(ns);
  textsVersion++;
}
