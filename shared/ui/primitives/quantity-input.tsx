import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';
import { adoptStyles } from './adopt-styles';
import css from './quantity-input.css?inline';
import { QUANTITY_INPUT_NS, texts } from './quantity-input-texts';
import type { LineSave } from '../data/use-line-save';

/** SPEC 5: the quantity input ignores e, plus, comma, minus, period ... */
const IGNORED_KEYS = new Set(['e', 'E', '+', ',', '-', '.']);
/** ... and the numeric keypad's operators (by code: their key value depends on the keyboard layout). */
const IGNORED_CODES = new Set(['NumpadAdd', 'NumpadSubtract', 'NumpadDecimal', 'NumpadMultiply', 'NumpadDivide']);
/** Not a business limit: six digits keep the number exact and the field narrow. */
const MAX_DIGITS = 6;

/** The quantity input's texts; components of this family call it so the namespace is there before `t`. */
export function useQuantityInputT() {
  addWidgetResources(QUANTITY_INPUT_NS, texts); // idempotent: adds the namespace once
  return useT(QUANTITY_INPUT_NS);
}

export interface QuantityInputProps {
  label: string;
  /** Keeps the label for screen readers only (e.g. in a product row whose name is visible). */
  hideLabel?: boolean;
  /** The committed quantity (e.g. the basket line's); 0 shows an empty field. */
  value: number;
  /** Called with each changed quantity (0 when emptied). Returning false means "not accepted": the entry reverts. */
  onCommit(quantity: number): boolean | void;
  /** Whole sales units in stock when the stock rule applies (see shared/domain/stock.ts); null = no limit. */
  max?: number | null;
  /** The sales unit's texts from the API, for the stock warning. */
  unit?: { singular: string; plural: string };
  /** Id of another element that describes the input (e.g. a status next to it). */
  describedBy?: string;
  /** Not editable now (e.g. adding samples is locked); the host shows why. */
  disabled?: boolean;
  /** Whether the server has this line's last change (see useLineSave); unsaved and refused changes are shown. */
  save?: LineSave;
  /** Sends unsaved changes again (shown with an unsaved state). */
  onRetry?(): void;
}

const shown = (quantity: number) => (quantity > 0 ? String(quantity) : '');

/**
 * A quantity field. type="text" with inputMode="numeric" rather than type="number": a number input
 * changes its value on ArrowUp/ArrowDown and on the mouse wheel (the catalogue uses the arrows to move
 * between rows), accepts "e", "-" and "." itself, and reports "" for half-typed values, so the sanitising
 * below could not see what was typed. Mobile keyboards still show digits through inputMode.
 */
export function QuantityInput({
  label,
  hideLabel = false,
  value,
  onCommit,
  max = null,
  unit,
  describedBy,
  disabled,
  save,
  onRetry,
}: QuantityInputProps) {
  adoptStyles('wsh-quantity-input', css);
  const t = useQuantityInputT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const committed = useRef(value);
  const [draft, setDraft] = useState(() => shown(value));
  /** The stock count the warning shows, or null when there is no warning. */
  const [warning, setWarning] = useState<number | null>(null);

  const saveState = save?.state ?? 'saved';
  const waiting = saveState === 'pending' || saveState === 'unsaved';
  /** Shows the server's quantity: the field never shows a quantity as saved when the server has another. */
  const follow = useCallback(() => {
    committed.current = value;
    setDraft(shown(value));
  }, [value]);
  // Follow the committed quantity (a basket answer, another tab, a refused change) but never overwrite
  // what is being typed, nor a change still on its way: an earlier batch's answer may arrive meanwhile.
  useEffect(() => {
    if (document.activeElement === inputRef.current || waiting) return;
    follow();
  }, [follow, waiting]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // shortcuts (copy, paste), not typing
    if (IGNORED_KEYS.has(event.key) || IGNORED_CODES.has(event.code)) event.preventDefault();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Letters, pasted text and anything else that got past the key filter are dropped, not shown as an error.
    const digits = event.target.value
      .replace(/\D/g, '')
      .slice(0, MAX_DIGITS)
      .replace(/^0+(?=\d)/, '');
    const quantity = digits === '' ? 0 : Number(digits);
    if (max !== null && quantity > max) {
      // SPEC 5: the entry may not exceed whole sales units in stock; warn and reset the entry.
      setWarning(max);
      setDraft(shown(committed.current));
      return;
    }
    setWarning(null);
    setDraft(digits);
    if (quantity === committed.current) return;
    if (onCommit(quantity) === false) setDraft(shown(committed.current));
    else committed.current = quantity;
  };

  const warningId = `${id}-warning`;
  const saveId = `${id}-save`;
  const saveShown = saveState === 'unsaved' || saveState === 'rejected';
  const described =
    [warning !== null ? warningId : '', saveShown ? saveId : '', describedBy ?? ''].filter(Boolean).join(' ') ||
    undefined;
  const unitText = warning === 1 ? unit?.singular : unit?.plural;

  return (
    <span className="wsh-quantity-input">
      <label htmlFor={id} className={hideLabel ? 'wsh-visually-hidden' : 'wsh-quantity-input__label'}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="wsh-quantity-input__field"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={MAX_DIGITS}
        value={draft}
        placeholder="0"
        aria-describedby={described}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={onChange}
        // A quantity the server clamped or refused while the field had focus shows once the field is left.
        onBlur={() => !waiting && follow()}
      />
      {/* Always in the page so screen readers announce the warning when it appears. */}
      <span id={warningId} className="wsh-quantity-input__warning" aria-live="polite">
        {warning === null ? '' : t(warning > 0 ? 'stockLeft' : 'stockNone', { count: warning, unit: unitText ?? '' })}
      </span>
      <span id={saveId} className="wsh-quantity-input__save" aria-live="polite">
        {saveState === 'unsaved' && t('basketSave.unsavedRow')}
        {save?.state === 'rejected' &&
          (save.message ? t('basketSave.rejected', { message: save.message }) : t('basketSave.unsavedRow'))}
      </span>
      {saveState === 'unsaved' && onRetry && (
        <button type="button" className="wsh-quantity-input__retry" onClick={onRetry}>
          {t('basketSave.retry')}
        </button>
      )}
    </span>
  );
}
