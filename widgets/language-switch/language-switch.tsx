import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { isApiAbortError } from '../../shared/api/http/errors';
import { userApi } from '../../shared/api/user-api';
import { changeLanguagePayload, LANGUAGES, type Language } from '../../shared/domain/user-settings/change-language';
import { useT } from '../../shared/i18n/use-translation';
import { navigateTo, reloadPage } from '../../shared/lib/navigation';
import { safeHref } from '../../shared/lib/safe-href';
import { $pageContext } from '../../shared/context/page-context';
import { NS } from './texts';

/** Each language by its own name, so a buyer who cannot read the page's language still finds theirs. */
const NAMES: Record<Language, string> = { da: 'Dansk', en: 'English' };

type State = 'idle' | 'changing' | 'failed';

/**
 * SPEC 7 PUT globalization/changelanguage {CurrentItemId, CurrentCategoryId, CurrentProductId,
 * LanguageName}: a button per language, the page's own marked current. The server answers for the page
 * named from the page context; then the page loads again (the server renders it in the new language), or
 * goes to the answer's RedirectUrl when it is on this site (the same page's address in that language).
 * A failure says so and the page stays as it is.
 */
export function LanguageSwitch() {
  const t = useT(NS);
  const context = useStore($pageContext);
  const labelId = useId();
  const [state, setState] = useState<State>('idle');
  const running = useRef(false);

  async function change(language: Language) {
    if (running.current || language === context.language) return;
    running.current = true;
    setState('changing');
    try {
      const answer = await userApi.changeLanguage(changeLanguagePayload(context, language));
      const next = safeHref(answer.RedirectUrl || null, { sameOrigin: true });
      if (next) navigateTo(next);
      else reloadPage();
      // The page is leaving: the buttons stay busy until it is gone.
    } catch (error) {
      running.current = false;
      setState(isApiAbortError(error) ? 'idle' : 'failed');
    }
  }

  return (
    <div className="wsh-language-switch">
      <div role="group" aria-labelledby={labelId} className="wsh-language-switch__group">
        <span id={labelId} className="wsh-language-switch__label">
          {t('label')}
        </span>
        {LANGUAGES.map((language) => {
          const current = language === context.language;
          return (
            <button
              key={language}
              type="button"
              lang={language}
              className={`wsh-language-switch__button${current ? ' wsh-language-switch__button--current' : ''}`}
              aria-pressed={current}
              aria-disabled={state === 'changing' || undefined}
              onClick={() => void change(language)}
            >
              {NAMES[language]}
            </button>
          );
        })}
      </div>
      <p className="wsh-language-switch__status" role="status">
        {state === 'changing' ? t('changing') : ''}
      </p>
      {state === 'failed' && (
        <p className="wsh-language-switch__problem" role="alert">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
