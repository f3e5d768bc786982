import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { Infer } from '../../page-context/fields';
import { navigateTo } from '../../shared/lib/navigation';
import { productHref } from '../../shared/lib/safe-href';
import { overlayOpenFor, searchTerm } from '../../shared/domain/catalogue/typeahead';
import { useT } from '../../shared/i18n/use-translation';
import { nextActiveOption } from './active-option';
import type { meta } from './meta';
import { SuggestionPanel } from './suggestion-panel';
import { SEARCH_QUERY_KEY, searchPageHref } from './urls';
import { useFocusShortcut } from './use-focus-shortcut';
import { useOverlayAddress } from './use-overlay-address';
import { usePanelPosition } from './use-panel-position';
import { SearchIcon } from './search-icon';
import { shownSuggestions, useSuggestions } from './use-suggestions';

type Props = Infer<typeof meta.props>;

/** On the search page itself the field starts with the page's term. */
function initialTerm(searchPageUrl: string): string {
  const page = new URL(searchPageUrl, location.href);
  return page.pathname === location.pathname ? (new URLSearchParams(location.search).get(SEARCH_QUERY_KEY) ?? '') : '';
}

/**
 * SPEC 2, 4, 5: the header search as an ARIA 1.2 combobox. Typing a term opens the overlay at once
 * ("Searching…"); suggestions follow after a 900 ms pause; emptying the field closes the overlay and
 * puts the earlier address back.
 */
export function HeaderSearch({ searchPageUrl, productUrlPattern }: Props) {
  const t = useT('header-search');
  const [value, setValue] = useState(() => initialTerm(searchPageUrl));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [inputId, hintId, panelId, listboxId] = ['input', 'hint', 'panel', 'listbox'].map((s) => `${ids}${s}`) as [
    string,
    string,
    string,
    string,
  ];
  const optionId = useCallback((i: number) => `${ids}option-${i}`, [ids]);

  const term = searchTerm(value);
  const state = useSuggestions(open ? term : null);
  const suggestions = shownSuggestions(state);
  const options = suggestions?.Suggestions ?? [];
  const leave = useOverlayAddress(open, term, (tm, title) => t('pageTitle', { term: tm, title }));
  const position = usePanelPosition(open, rootRef);
  useFocusShortcut(inputRef);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const go = (href: string | null) => {
    if (!href) return;
    leave();
    navigateTo(href);
  };

  const onChange = (next: string) => {
    setValue(next);
    setOpen(overlayOpenFor(next));
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // Enter confirms an input-method composition, not the search
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const direction = e.key === 'ArrowDown' ? 'down' : 'up';
      if (!open) setOpen(overlayOpenFor(value));
      else setActive((a) => nextActiveOption(a, options.length, direction));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      go(productHref(productUrlPattern, options[active].ProductId));
    }
  };
  // Escape anywhere in the widget (field, link in the panel) closes and puts focus back in the field.
  const onRootKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    close();
    inputRef.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (term === null) inputRef.current?.focus();
    else go(searchPageHref(searchPageUrl, term));
  };
  // Leaving the widget (click or Tab elsewhere) closes the overlay; switching windows does not.
  const onBlur = (e: FocusEvent) => {
    if (!open || rootRef.current?.contains(e.relatedTarget as Node | null)) return;
    if (e.relatedTarget === null && !document.hasFocus()) return;
    close();
  };

  const statusText = !open
    ? ''
    : state.status === 'error'
      ? t('failed')
      : state.status === 'done'
        ? state.result.TotalResults > 0
          ? t('found', { count: state.result.TotalResults })
          : t('noMatches', { term: state.term })
        : t('searching');

  return (
    <div className="wsh-header-search" ref={rootRef} onKeyDown={onRootKeyDown} onBlur={onBlur}>
      <form role="search" className="wsh-header-search__form" aria-label={t('label')} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="wsh-header-search__hidden">
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="wsh-header-search__input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? (options.length > 0 ? listboxId : panelId) : undefined}
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-describedby={hintId}
          aria-keyshortcuts="F8"
          placeholder={t('placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="wsh-header-search__submit" aria-label={t('submit')}>
          <SearchIcon />
        </button>
        <span id={hintId} className="wsh-header-search__hidden">
          {t('shortcut')}
        </span>
      </form>
      <span role="status" className="wsh-header-search__hidden">
        {statusText}
      </span>
      {open && term !== null && (
        <SuggestionPanel
          id={panelId}
          listboxId={listboxId}
          optionId={optionId}
          term={term}
          suggestions={suggestions}
          busy={state.status === 'searching'}
          statusText={statusText}
          active={active}
          searchHref={searchPageHref(searchPageUrl, term)}
          alignEnd={position.alignEnd}
          style={position.style}
          onChoose={(i) => options[i] && go(productHref(productUrlPattern, options[i].ProductId))}
          onShowAll={leave}
        />
      )}
    </div>
  );
}
