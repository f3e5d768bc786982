import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { checkListName } from '../../../shared/domain/favorites/list-names';
import type { FavoriteListDetails } from '../../../shared/domain/favorites/models';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import { $favoriteLists, isNameInUse, renameFavoriteList } from '../../../shared/stores/favorite-lists';
import { Form, FormError, FormStatus, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useSubmit } from '../../../shared/ui/forms/use-submit';
import type { NS } from './texts';

/**
 * Rename (PUT favorites/{id} {name}) with SPEC 5's rule: the name must be unique among the customer's own
 * lists, checked against the fetched lists before anything is sent (nameExistsInList), and flagged the same
 * way when the server finds it in use after all.
 */
export function RenameForm({
  list,
  t,
  onRenamed,
}: {
  list: FavoriteListDetails;
  t: WidgetT<typeof NS>;
  onRenamed(): void;
}) {
  const lists = useStore($favoriteLists);
  const [name, setName] = useState(list.Name);
  const [saved, setSaved] = useState(false);
  // The server's own nameExistsInList (another tab made the name meanwhile) is said as the client's check says it.
  const submit = useSubmit({ failureMessage: (error) => (isNameInUse(error) ? t('nameInUse') : undefined) });
  const problem = checkListName(name, lists.data ?? [], list.Id);
  const error = !submit.attempted ? '' : problem === 'required' ? t('nameRequired') : problem ? t('nameInUse') : '';

  return (
    <Form
      submit={submit}
      className="wsh-favorites-details__rename"
      onSubmit={() => {
        setSaved(false);
        void submit
          .run(() => renameFavoriteList(list.Id, name), { valid: problem === null })
          .then((outcome) => {
            if (outcome.status !== 'done') return;
            setSaved(true);
            onRenamed();
          });
      }}
    >
      <TextField
        label={t('nameLabel')}
        value={name}
        error={error}
        autoComplete="off"
        onValueChange={(value) => {
          setName(value);
          setSaved(false);
        }}
      />
      <SubmitButton busy={submit.busy}>{t('rename')}</SubmitButton>
      <FormError message={submit.error} />
      <FormStatus message={saved ? t('renamed') : ''} />
    </Form>
  );
}
