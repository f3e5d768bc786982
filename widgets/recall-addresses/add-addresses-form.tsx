import { useRef, useState, type Ref } from 'react';
import { isApiHttpError } from '../../shared/api/http/errors';
import { addAddressesProblem, newAddresses, remainingAddresses } from '../../shared/domain/recall/address-list';
import type { RecallAddress } from '../../shared/domain/recall/models';
import { useT } from '../../shared/i18n/use-translation';
import { Form, FormError, FormStatus, SubmitButton } from '../../shared/ui/forms/form';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { AddressListField } from './address-list-field';
import { NS } from './texts';
import type { RecallAddresses } from './use-recall-addresses';

interface Props {
  addresses: RecallAddresses;
  list: readonly RecallAddress[];
  fieldRef: Ref<HTMLTextAreaElement>;
  onAdded(said: string): void;
}

/**
 * Add recall addresses, several at once (SPEC 5 multiple e-mail field). Every entry must be an address
 * and none on the list already, all the wrong ones named, else nothing is sent. The server takes one
 * EmailAddress per call (validation group product-recall-email-address), so they go one after the other;
 * each added one joins the list at once and leaves the field, and a refusal (its 400 Message, shown in the
 * form naming the address) stops there, with the refused address and the rest still in the field.
 */
export function AddAddressesForm({ addresses, list, fieldRef, onAdded }: Props) {
  const t = useT(NS);
  const [value, setValue] = useState('');
  // Which address of how many is on its way, said while several go one after another.
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const sending = useRef('');
  const submit = useSubmit({
    failureMessage: (error) => {
      const address = sending.current;
      if (isApiHttpError(error) && error.status === 400 && error.serverMessage)
        return t('refused', { address, message: error.serverMessage });
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('addFailed', { address }) : undefined;
    },
  });
  const problem = addAddressesProblem(value, list);
  const shown = !submit.attempted || !problem ? '' : problemText(problem);
  function problemText(p: NonNullable<typeof problem>): string {
    if (p.kind === 'required') return t('required');
    if (p.kind === 'tooMany') return t('tooMany', { count: p.count, max: p.max });
    const args = { count: p.entries.length, entries: p.entries.join(', ') };
    return p.kind === 'invalidEmails' ? t('invalidEntries', args) : t('alreadyRegistered', args);
  }

  const add = async () => {
    onAdded('');
    const toAdd = newAddresses(value);
    const added: string[] = [];
    await submit.run(
      async () => {
        for (const [i, address] of toAdd.entries()) {
          sending.current = address;
          setProgress({ n: i + 1, total: toAdd.length });
          await addresses.add(address);
          added.push(address);
        }
      },
      { valid: problem === null },
    );
    setProgress(null);
    if (added.length === 0) return;
    setValue(remainingAddresses(toAdd.slice(added.length)));
    onAdded(t('added', { count: added.length, addresses: added.join(', ') }));
  };

  return (
    <Form submit={submit} onSubmit={() => void add()} className="wsh-recall-addresses__add">
      <AddressListField
        ref={fieldRef}
        label={t('addLabel')}
        hint={t('addHint')}
        value={value}
        onValueChange={setValue}
        error={shown || undefined}
      />
      <SubmitButton busy={submit.busy} busyLabel={t('adding')}>
        {t('add')}
      </SubmitButton>
      <FormStatus message={progress && progress.total > 1 ? t('addingProgress', progress) : ''} />
      <FormError message={submit.error} />
    </Form>
  );
}
