import { useId } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';
import type { SaveState } from './use-setting-save';

interface Props {
  legend: string;
  /** The radio group's name; unique per group of the page. */
  name: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  state: SaveState;
  onChange(value: string): void;
}

/**
 * One setting as a group of native radio buttons (arrows move and choose, Tab leaves the group) in a
 * fieldset whose legend names it, with the state of its newest change below: a live "Saving…"/"Saved",
 * or an alert saying the choice was not saved (it has been undone) with "Try again".
 */
export function SettingGroup({ legend, name, choices, value, state, onChange }: Props) {
  const t = useT(NS);
  const id = useId();
  const labelOf = (v: string) => choices.find((c) => c.value === v)?.label ?? v;
  return (
    <fieldset className="wsh-user-settings__group">
      <legend className="wsh-user-settings__legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="wsh-user-settings__choice">
          <input
            type="radio"
            name={`${name}-${id}`}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
      <p className="wsh-user-settings__status" role="status">
        {state.phase === 'saving' ? t('saving') : state.phase === 'saved' ? t('saved') : ''}
      </p>
      {state.phase === 'failed' && (
        <p className="wsh-user-settings__problem" role="alert">
          {t(state.sessionExpired ? 'sessionExpired' : 'failed', { value: labelOf(state.value) })}{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={() => onChange(state.value)}>
            {t('retry')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
