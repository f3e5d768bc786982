import { useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import type { AccountUser } from '../../shared/domain/account/models';
import { trimmedUser, userChanged, userProblems, type UserValues } from '../../shared/domain/account/user-forms';
import { hasProblems } from '../../shared/domain/auth/login-form';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Form, FormStatus } from '../../shared/ui/forms/form';
import { useEditMode } from '../../shared/ui/forms/use-edit-mode';
import { Contact } from './customer-block';
import { EditFormEnd } from './edit-form-end';
import { useEditBlock } from './use-edit-block';
import type { NS } from './texts';
import { UserFields } from './user-fields';

type T = WidgetT<typeof NS>;

const valuesOf = (user: AccountUser): UserValues => ({ EmailAddress: user.EmailAddress, ...user.Information });

/**
 * SPEC 2 "edit info" (PUT user): the user's information in view mode with an Edit button; the edit mode
 * has the fields with their rules inline (e-mail required and well-formed, names required), the server's
 * 400 Message in the form (a taken e-mail address), "Saved" and the close 1 s later (SPEC 4, the kit's
 * useEditMode), focus back on the Edit button. Cancel or Escape leaves without saving and says so.
 */
export function OwnInformation({ user, onSaved, t }: { user: AccountUser; onSaved(user: AccountUser): void; t: T }) {
  const edit = useEditMode();
  const [values, setValues] = useState<UserValues>(() => valuesOf(user));
  const [said, setSaid] = useState('');
  const problems = userProblems(values);
  const shown = edit.submit.attempted ? problems : {};
  const { editing, ref, cancel, onKeyDown } = useEditBlock(edit, setSaid, t('nothingChanged'));

  const open = () => {
    setValues(valuesOf(user));
    setSaid('');
    edit.open();
  };
  const save = async () => {
    const outcome = await edit.save(
      async () => {
        // Nothing changed: nothing to send, and the edit mode closes as after a save.
        if (!userChanged(valuesOf(user), values)) return user;
        return accountApi.saveUser(trimmedUser(values));
      },
      { valid: !hasProblems(problems) },
    );
    if (outcome.status === 'done') {
      setSaid(t('saved'));
      onSaved(outcome.value);
    }
  };

  const info = user.Information;
  const name = `${info.FirstName} ${info.LastName}`.trim();
  return (
    <div className="wsh-customer-information__own" ref={ref}>
      {editing ? (
        <Form
          submit={edit.submit}
          onSubmit={() => void save()}
          aria-label={t('editFormLabel')}
          onKeyDown={onKeyDown}
          className="wsh-customer-information__form"
        >
          <UserFields values={values} problems={shown} onChange={setValues} own t={t} />
          <EditFormEnd
            edit={edit}
            submitText={t('save')}
            busyText={t('saving')}
            cancelText={t('cancel')}
            onCancel={cancel}
          />
        </Form>
      ) : (
        <>
          <dl className="wsh-customer-information__list">
            <div className="wsh-customer-information__row">
              <dt>{t('name')}</dt>
              <dd>{name || t('notGiven')}</dd>
            </div>
            <div className="wsh-customer-information__row">
              <dt>{t('jobTitle')}</dt>
              <dd>{info.JobTitle || t('notGiven')}</dd>
            </div>
            <Contact phone={info.PhoneNumber} email={user.EmailAddress} t={t} />
          </dl>
          <button type="button" ref={edit.editButtonRef} className="wsh-button" onClick={open}>
            {t('edit')}
          </button>
        </>
      )}
      <FormStatus message={said} className="wsh-customer-information__said" />
    </div>
  );
}
