import { useId, useMemo, useState } from 'react';
import { activeFilterCount, alphabetFrom, filterBrands, toggleLetter } from '../../shared/domain/brands/brand-filter';
import { HtmlText } from '../../shared/i18n/html-text';
import { useT } from '../../shared/i18n/use-translation';
import { Drawer } from '../../shared/ui/primitives/drawer';
import { BrandTiles } from './brand-tiles';
import { LetterFilter } from './letter-filter';
import { NS } from './texts';
import { useBrands } from './use-brands';

interface Props {
  brands?: string | unknown[];
  heading?: string;
}

/** SPEC section 2, the brands page. Layout per screen width lives in brands-home.css. */
export function BrandsHome({ brands: given, heading }: Props) {
  const t = useT(NS);
  const state = useBrands(given);
  const [letter, setLetter] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const letters = useMemo(() => alphabetFrom(t('alphabet')), [t]);
  const sideId = useId();
  const modalId = useId();
  const all = useMemo(() => (state.status === 'ready' ? state.brands : []), [state]);
  const shown = useMemo(() => filterBrands(all, letter), [all, letter]);
  const count = activeFilterCount(letter);

  const filter = (inModal: boolean) => (
    <LetterFilter
      letters={letters}
      selected={letter}
      onChoose={(l) => setLetter((current) => toggleLetter(current, l))}
      onReset={() => setLetter(null)}
      headingId={inModal ? modalId : sideId}
      showHeading={!inModal}
    />
  );

  return (
    <section className="wsh-brands-home" aria-labelledby={`${sideId}-h`}>
      <h2 id={`${sideId}-h`} className="wsh-brands-home__heading">
        {heading ?? t('heading')}
      </h2>
      {/* Kept empty until the brands are in, so the list below does not move down when the count arrives. */}
      <p className="wsh-brands-home__count">{state.status === 'ready' ? t('labels', { count: all.length }) : ''}</p>
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-brands-home__filters-button"
        onClick={() => setModalOpen(true)}
      >
        {count > 0 ? t('filtersCount', { count }) : t('filters')}
      </button>
      <div className="wsh-brands-home__layout">
        <aside className="wsh-brands-home__side">{filter(false)}</aside>
        <div className="wsh-brands-home__main">
          {state.status === 'loading' && (
            <p className="wsh-brands-home__message" role="status">
              {t('loading')}
            </p>
          )}
          {state.status === 'error' && (
            <div className="wsh-brands-home__message" role="alert">
              <p>
                <strong>{t('error')}</strong> {t('errorHint')}
              </p>
              <button type="button" className="wsh-button" onClick={state.retry}>
                {t('retry')}
              </button>
            </div>
          )}
          {state.status === 'ready' && all.length === 0 && <p className="wsh-brands-home__message">{t('empty')}</p>}
          {state.status === 'ready' && all.length > 0 && shown.length === 0 && letter && (
            <div className="wsh-brands-home__message" role="status">
              <p>
                <strong>{t('noMatch', { letter })}</strong> {t('noMatchHint')}
              </p>
            </div>
          )}
          {shown.length > 0 && (
            <BrandTiles
              brands={shown}
              label={t('tiles')}
              teaser={letter ? null : <HtmlText html={t('teaser', { count: all.length })} />}
            />
          )}
        </div>
      </div>
      <Drawer
        open={modalOpen}
        title={t('filters')}
        side="left"
        onClose={() => setModalOpen(false)}
        className="wsh-brands-home__drawer"
        footer={
          <button type="button" className="wsh-button wsh-brands-home__show" onClick={() => setModalOpen(false)}>
            {t('showBrands')}
          </button>
        }
      >
        {filter(true)}
      </Drawer>
    </section>
  );
}
