import type { FieldProps } from '../../shared/ui/forms/field-frame';
import { FieldFrame } from '../../shared/ui/forms/field-frame';

/** A labelled select of the form kit's frame (label, inline message, aria-invalid), with a "Choose…" entry. */
export function SelectField({
  value,
  onValueChange,
  options,
  placeholder,
  required,
  ...frame
}: FieldProps & {
  value: string;
  onValueChange(value: string): void;
  options: readonly { value: string; label: string }[];
  /** The first, empty entry ("Choose…"). */
  placeholder: string;
  required?: boolean;
}) {
  return (
    <FieldFrame {...frame}>
      {({ id, invalid, describedBy }) => (
        <select
          id={id}
          className="wsh-field__input"
          value={value}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
