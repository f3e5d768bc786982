import { useState, type Ref } from 'react';
import type { OrganicShareSubscriber } from '../../shared/domain/reporting/models';
import { newAddresses, remainingAddresses, subscriberProblem } from '../../shared/domain/reporting/subscribers';
import { useT } from '../../shared/i18n/use-translation';
import { EmailListField } from '../../shared/ui/forms/email-list-field';
import { Form, FormError, FormStatus, SubmitButton } from '../../shared/ui/forms/form';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { NS } from './texts';
import type { Subscribers } from './use-subscribers';

interface Props {
  subscribers: Subscribers;
  list: readonly OrganicShareSubscriber[];
  fieldRef: Ref<HTMLInputElement>;
  onAdded(said: string): void;
}

/**
 * Add subscribers (SPEC 5: the form must be valid). The multiple e-mail field takes several addresses at
 * once; every entry must be an address and none a subscriber already (shared/domain/reporting/subscribers.ts),
 * else nothing is sent. The server takes one EmailAddress per call, so the addresses go one after the
 * other; each added one joins the list at once and leaves the field, and a refusal (its 400 Message,
 * shown in the form) stops there with the refused address and the rest still in the field.
 */
export function AddSubscribersForm({ subscribers, list, fieldRef, onAdded }: Props) {
  const t = useT(NS);
  const [value, setValue] = useState('');
  // Which address of how many is on its way, said while several go one after another.
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const submit = useSubmit({
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('addFailed') : undefined;
    },
  });
  const problem = subscriberProblem(value, list);
  // The field itself names entries that are not addresses and an empty field; these two are the form's.
  const taken = !submit.attempted
    ? ''
    : problem?.kind === 'alreadySubscribed'
      ? t('alreadySubscribed', { count: problem.entries.length, entries: problem.entries.join(', ') })
      : problem?.kind === 'tooMany'
        ? t('tooMany', { count: problem.count, max: problem.max })
        : '';

  const add = async () => {
    onAdded('');
    const addresses = newAddresses(value);
    const added: string[] = [];
    await submit.run(
      async () => {
        for (const [i, address] of addresses.entries()) {
          setProgress({ n: i + 1, total: addresses.length });
          await subscribers.add(address);
          added.push(address);
        }
      },
      { valid: problem === null },
    );
    setProgress(null);
    if (added.length === 0) return;
    setValue(remainingAddresses(addresses.slice(added.length)));
    onAdded(t('added', { count: added.length, addresses: added.join(', ') }));
  };

  return (
    <Form submit={submit} onSubmit={() => void add()} className="wsh-statistics__add-form">
      <EmailListField
        ref={fieldRef}
        label={t('addLabel')}
        hint={t('addHint')}
        value={value}
        onValueChange={setValue}
        required
        showProblem={submit.attempted}
        error={taken || undefined}
        autoComplete="email"
      />
      <SubmitButton busy={submit.busy} busyLabel={t('adding')}>
        {t('add')}
      </SubmitButton>
      <FormStatus message={progress && progress.total > 1 ? t('addingProgress', progress) : ''} />
      <FormError message={submit.error} />
    </Form>
  );
}
