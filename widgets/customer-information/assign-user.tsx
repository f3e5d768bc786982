import { useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import type { AccountUser, CompanyChoice } from '../../shared/domain/account/models';
import { assignProblems, type AssignValues } from '../../shared/domain/account/user-forms';
import { userName } from '../../shared/domain/account/users';
import { hasProblems } from '../../shared/domain/auth/login-form';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Form } from '../../shared/ui/forms/form';
import { useEditMode } from '../../shared/ui/forms/use-edit-mode';
import { SelectField } from './select-field';
import type { NS } from './texts';
import { EditFormEnd } from './edit-form-end';
import { useEditBlock } from './use-edit-block';

type T = WidgetT<typeof NS>;

const EMPTY: AssignValues = { userId: '', companyId: '' };

/**
 * SPEC 2 "assign to company" (PUT customers/{companyId}/users/{userId}, docs/server-contract.md): a user of
 * the list and one of the companies the current user may act for (GET customers); one the user belongs
 * to already is said before anything is sent, and the server's 400 Message is shown in the form. The
 * list follows the answer at once; the edit mode closes 1 s after the success (SPEC 4).
 */
export function AssignUser({
  users,
  companies,
  onAssigned,
  onSaid,
  t,
}: {
  users: readonly AccountUser[];
  companies: readonly CompanyChoice[];
  onAssigned(user: AccountUser): void;
  onSaid(text: string): void;
  t: T;
}) {
  const edit = useEditMode();
  const [values, setValues] = useState(EMPTY);
  const membership = (id: string) => users.find((u) => u.Id === id)?.CustomerIds ?? [];
  const problems = assignProblems(values, membership);
  const shown = edit.submit.attempted ? problems : {};
  const { editing, ref, cancel, onKeyDown } = useEditBlock(edit, onSaid, t('nothingChanged'));
  const user = users.find((u) => u.Id === values.userId);
  const company = companies.find((c) => c.Id === values.companyId);
  const names = { name: user ? userName(user) : '', company: company?.Name || values.companyId };

  const assign = async () => {
    const outcome = await edit.save(() => accountApi.assignUser(values.companyId, values.userId), {
      valid: !hasProblems(problems),
    });
    if (outcome.status === 'done') {
      const answer = outcome.value;
      // A server that leaves CustomerIds out still added the company: the list says so.
      const before = membership(answer.Id);
      const customerIds = answer.CustomerIds.length > 0 ? answer.CustomerIds : [...before, values.companyId];
      onAssigned({ ...answer, CustomerIds: customerIds });
      onSaid(t('assigned', names));
    }
  };

  return (
    <div ref={ref} className="wsh-customer-information__assign">
      {editing ? (
        <Form
          submit={edit.submit}
          onSubmit={() => void assign()}
          aria-label={t('assignFormLabel')}
          onKeyDown={onKeyDown}
          className="wsh-customer-information__form"
        >
          <SelectField
            label={t('assignUser')}
            placeholder={t('choose')}
            required
            value={values.userId}
            onValueChange={(userId) => setValues((v) => ({ ...v, userId }))}
            options={users.map((u) => ({ value: u.Id, label: `${userName(u)} (${u.EmailAddress})` }))}
            error={shown.userId ? t('userRequired') : undefined}
          />
          <SelectField
            label={t('assignCompany')}
            placeholder={t('choose')}
            required
            value={values.companyId}
            onValueChange={(companyId) => setValues((v) => ({ ...v, companyId }))}
            options={companies.map((c) => ({ value: c.Id, label: c.Name || c.Id }))}
            error={
              shown.companyId === 'required'
                ? t('companyRequired')
                : shown.companyId === 'alreadyMember'
                  ? t('alreadyMember', names)
                  : undefined
            }
          />
          <EditFormEnd edit={edit} submitText={t('assignSubmit')} cancelText={t('cancel')} onCancel={cancel} />
        </Form>
      ) : (
        <button
          type="button"
          ref={edit.editButtonRef}
          className="wsh-button wsh-button--secondary"
          onClick={() => {
            setValues(EMPTY);
            onSaid('');
            edit.open();
          }}
        >
          {t('assign')}
        </button>
      )}
    </div>
  );
}
