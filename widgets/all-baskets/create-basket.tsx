import { useState } from 'react';
import { BASKET_NAME_MAX_LENGTH, basketNameProblem } from '../../shared/domain/basket/all-baskets';
import { useT } from '../../shared/i18n/use-translation';
import { isUnsavedChangesError } from '../../shared/stores/basket/basket';
import { Form, FormError, SubmitButton } from '../../shared/ui/forms/form';
import { TextField } from '../../shared/ui/forms/text-field';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { createNamedBasket } from './basket-actions';
import { NS } from './texts';
import { problemText } from './name-problem';

interface Props {
  baskets: readonly { Id: string; Name: string }[];
  onCreated(name: string): void;
}

/** "New basket": a name (required, free among the customer's baskets), then POST checkout/basket {Name}. */
export function CreateBasket({ baskets, onCreated }: Props) {
  const t = useT(NS);
  const [name, setName] = useState('');
  const submit = useSubmit({
    clickDelay: true,
    failureMessage: (e) => (isUnsavedChangesError(e) ? t('unsaved') : undefined),
  });
  const problem = basketNameProblem(name, baskets);

  return (
    <Form
      submit={submit}
      className="wsh-all-baskets__create"
      aria-label={t('createHeading')}
      onSubmit={() =>
        void submit
          .run(() => createNamedBasket(name), { valid: problem === null })
          .then((outcome) => {
            if (outcome.status !== 'done') return;
            onCreated(name.trim());
            setName('');
          })
      }
    >
      <TextField
        label={t('createLabel')}
        hint={t('createHint', { max: BASKET_NAME_MAX_LENGTH })}
        value={name}
        onValueChange={setName}
        autoComplete="off"
        error={submit.attempted && problem ? problemText(t, problem) : undefined}
      />
      <SubmitButton busy={submit.busy} busyLabel={t('creating')}>
        {t('create')}
      </SubmitButton>
      <FormError message={submit.error} />
    </Form>
  );
}
