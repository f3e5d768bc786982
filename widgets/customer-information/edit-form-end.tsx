import { FormError, SubmitButton } from '../../shared/ui/forms/form';
import type { useEditMode } from '../../shared/ui/forms/use-edit-mode';

/** The end of each of the panel's edit forms: the failure in the form, then Submit (busy while saving) and Cancel. */
export function EditFormEnd({
  edit,
  submitText,
  busyText,
  cancelText,
  onCancel,
}: {
  edit: ReturnType<typeof useEditMode>;
  submitText: string;
  busyText?: string;
  cancelText: string;
  onCancel(): void;
}) {
  return (
    <>
      <FormError message={edit.submit.error} />
      <div className="wsh-customer-information__actions">
        <SubmitButton busy={edit.submit.busy} busyLabel={busyText}>
          {submitText}
        </SubmitButton>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={onCancel}>
          {cancelText}
        </button>
      </div>
    </>
  );
}
