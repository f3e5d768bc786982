import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Infer } from '../../page-context/fields';
import type { KeyFiguresSource } from '../../shared/domain/sustainability/models';
import { hasKeyFigureData } from '../../shared/domain/sustainability/key-figures';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { BasketInformation } from './basket-information';
import { KeyFiguresPanel } from './key-figures-panel';
import type { meta } from './meta';
import { SectionLevel } from './section-heading';
import { useFiguresTarget } from './use-figures-target';
import { useKeyFigures } from './use-key-figures';

type Props = Infer<typeof meta.props>;

/** SPEC 2: the sustainability key-figures panel for a basket or an order. Anonymous visitors have neither. */
export function SustainabilityKeyFigures(props: Props) {
  const { isAuthenticated } = useStore($pageContext);
  return isAuthenticated ? <KeyFiguresRegion {...props} /> : null;
}

function KeyFiguresRegion({ source, id, heading, headingLevel, showBasketInformation }: Props) {
  const t = useT('sustainability-key-figures');
  const headingId = useId();
  const target = useFiguresTarget(source, id);
  const Title = `h${headingLevel}` as const;
  let body;
  if (target.status === 'ready')
    body = <FiguresOf key={`${source}/${target.id}`} source={source} id={target.id} revision={target.revision} />;
  else if (target.status === 'missing') body = <p className="wsh-sustainability-key-figures__state">{t('noOrder')}</p>;
  else if (target.status === 'basket-error') body = <Failure text={t('basketFailed')} retry={target.retry} />;
  else body = <Loading />;
  return (
    <section className="wsh-sustainability-key-figures" aria-labelledby={headingId}>
      <Title id={headingId} className="wsh-sustainability-key-figures__title">
        {heading?.trim() || t('heading')}
      </Title>
      <SectionLevel.Provider value={headingLevel === '3' ? 4 : 3}>
        {body}
        {source === 'basket' && showBasketInformation && <BasketInformation />}
      </SectionLevel.Provider>
    </section>
  );
}

function FiguresOf({ source, id, revision }: { source: KeyFiguresSource; id: string; revision: unknown }) {
  const t = useT('sustainability-key-figures');
  const { state, retry } = useKeyFigures(source, id, revision);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <Failure text={t('loadFailed')} retry={retry} />;
  if (!hasKeyFigureData(state.figures) || !state.figures)
    return <p className="wsh-sustainability-key-figures__state">{t('noData')}</p>;
  return (
    <div aria-busy={state.refreshing}>
      {/* Always present, so the refresh after a basket change is announced. */}
      <p className="wsh-sustainability-key-figures__status" role="status">
        {state.refreshing ? t('updating') : ''}
      </p>
      <KeyFiguresPanel figures={state.figures} />
    </div>
  );
}

function Loading() {
  const t = useT('sustainability-key-figures');
  return (
    <p className="wsh-sustainability-key-figures__state wsh-sustainability-key-figures__state--loading" role="status">
      {t('loading')}
    </p>
  );
}

function Failure({ text, retry }: { text: string; retry: () => void }) {
  const t = useT('sustainability-key-figures');
  return (
    <div className="wsh-sustainability-key-figures__state" role="alert">
      <p className="wsh-sustainability-key-figures__text">{text}</p>
      <button type="button" className="wsh-button wsh-button--secondary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
