import { forwardRef } from 'react';
import { FieldFrame } from '../../shared/ui/forms/field-frame';

interface Props {
  label: string;
  hint: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  /** Enter sends the form (Shift+Enter starts a new line), as in a one-line field. */
  onEnter(): void;
}

/**
 * The multiple e-mail field for recall addresses: a text area, since a list pasted from a spreadsheet or a
 * mail program comes one address a line (shared/domain/recall/address-list.ts splits on line breaks too).
 * Not the form kit's one-line EmailListField, which splits on commas only.
 */
export const AddressListField = forwardRef<HTMLTextAreaElement, Props>(function AddressListField(
  { label, hint, value, onValueChange, error, onEnter },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className="wsh-recall-addresses__field">
      {({ id, invalid, describedBy }) => (
        <textarea
          ref={ref}
          id={id}
          rows={3}
          className="wsh-field__input wsh-recall-addresses__input"
          value={value}
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onEnter();
          }}
        />
      )}
    </FieldFrame>
  );
});
