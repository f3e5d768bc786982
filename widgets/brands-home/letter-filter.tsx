import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';

interface Props {
  letters: readonly string[];
  selected: string | null;
  onChoose(letter: string): void;
  onReset(): void;
  /** Heading id, so the group is named by it (the modal and the side column each have one). */
  headingId: string;
  /** The side column shows its own heading; the modal's title already says "Filters". */
  showHeading: boolean;
}

/** SPEC section 4 Brands filter: no letter or one; a letter button is pressed while selected. */
export function LetterFilter({ letters, selected, onChoose, onReset, headingId, showHeading }: Props) {
  const t = useT(NS);
  return (
    <div className="wsh-brands-home__filter">
      <h3 id={headingId} className={showHeading ? 'wsh-brands-home__filter-heading' : 'wsh-visually-hidden'}>
        {t('filterHeading')}
      </h3>
      <ul className="wsh-brands-home__letters" role="list" aria-labelledby={headingId}>
        {letters.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              className="wsh-brands-home__letter"
              aria-pressed={selected === letter}
              aria-label={t('letterLabel', { letter })}
              onClick={() => onChoose(letter)}
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <button type="button" className="wsh-button wsh-button--secondary wsh-brands-home__reset" onClick={onReset}>
          {t('reset')}
        </button>
      )}
    </div>
  );
}
