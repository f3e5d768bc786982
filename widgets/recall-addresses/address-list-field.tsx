import { forwardRef } from 'react';
import { FieldFrame } from '../../shared/ui/forms/field-frame';

interface Props {
  label: string;
  hint: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
}

/**
 * The multiple e-mail field for recall addresses: a text area, since a list pasted from a spreadsheet or a
 * mail program comes one address a line (shared/domain/recall/address-list.ts splits on line breaks too).
 * Enter is a new line, as in every text area; the Add button after it sends. Not the form kit's one-line
 * EmailListField, which splits on commas only.
 */
export const AddressListField = forwardRef<HTMLTextAreaElement, Props>(function AddressListField(
  { label, hint, value, onValueChange, error },
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
        />
      )}
    </FieldFrame>
  );
});
