import { useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import type { AccountUser } from '../../shared/domain/account/models';
import { trimmedUser, userProblems, type UserValues } from '../../shared/domain/account/user-forms';
import { userName } from '../../shared/domain/account/users';
import { hasProblems } from '../../shared/domain/auth/login-form';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Form } from '../../shared/ui/forms/form';
import { useEditMode } from '../../shared/ui/forms/use-edit-mode';
import type { NS } from './texts';
import { EditFormEnd } from './edit-form-end';
import { useEditBlock } from './use-edit-block';
import { UserFields } from './user-fields';

type T = WidgetT<typeof NS>;

const EMPTY: UserValues = { EmailAddress: '', FirstName: '', LastName: '', PhoneNumber: '', JobTitle: '' };

/**
 * SPEC 2 "add user" (POST customers/{id}/users, docs/server-contract.md): e-mail address and names
 * required, the address well-formed; a taken address is the server's 400 Message in the form. The new
 * user joins the list at once (`onAdded`), the edit mode says so and closes 1 s later (SPEC 4).
 */
export function AddUser({
  customerId,
  onAdded,
  onSaid,
  t,
}: {
  customerId: string;
  onAdded(user: AccountUser): void;
  onSaid(text: string): void;
  t: T;
}) {
  const edit = useEditMode();
  const [values, setValues] = useState(EMPTY);
  const problems = userProblems(values);
  const shown = edit.submit.attempted ? problems : {};
  const { editing, ref, cancel, onKeyDown } = useEditBlock(edit, onSaid, t('nothingChanged'));

  const add = async () => {
    const outcome = await edit.save(() => accountApi.addUser(customerId, trimmedUser(values)), {
      valid: !hasProblems(problems),
    });
    if (outcome.status === 'done') {
      onAdded(outcome.value);
      onSaid(t('added', { name: userName(outcome.value) }));
      setValues(EMPTY);
    }
  };

  return (
    <div ref={ref} className="wsh-customer-information__add">
      {editing ? (
        <Form
          submit={edit.submit}
          onSubmit={() => void add()}
          aria-label={t('addUserFormLabel')}
          onKeyDown={onKeyDown}
          className="wsh-customer-information__form"
        >
          <UserFields values={values} problems={shown} onChange={setValues} own={false} t={t} />
          <EditFormEnd
            edit={edit}
            submitText={t('addUserSubmit')}
            busyText={t('adding')}
            cancelText={t('cancel')}
            onCancel={cancel}
          />
        </Form>
      ) : (
        <button
          type="button"
          ref={edit.editButtonRef}
          className="wsh-button"
          onClick={() => {
            setValues(EMPTY);
            onSaid('');
            edit.open();
          }}
        >
          {t('addUser')}
        </button>
      )}
    </div>
  );
}
