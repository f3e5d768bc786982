import { useRef, useState } from 'react';
import { canSendProductNumbers, parseProductNumbers } from '../../../shared/domain/favorites/product-numbers';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import { addToFavoriteList } from '../../../shared/stores/favorite-lists';
import { FieldFrame } from '../../../shared/ui/forms/field-frame';
import { Form, FormError, SubmitButton } from '../../../shared/ui/forms/form';
import { useSubmit } from '../../../shared/ui/forms/use-submit';
import { Dialog } from '../../../shared/ui/primitives/dialog';
import type { NS } from './texts';

export interface AddNumbersDialogProps {
  open: boolean;
  listId: string;
  t: WidgetT<typeof NS>;
  onClose(): void;
  /** Products were added (all of them: the dialog closes; some refused: it stays open). */
  onAdded(count: number, closed: boolean): void;
}

type Problem = { kind: 'invalid'; entries: string[] } | { kind: 'required' } | { kind: 'refused'; entries: string[] };

/**
 * SPEC 5 "Add products by list": the text is split on whitespace, comma or semicolon; any entry that is
 * not digits only is listed as invalid and nothing is sent. The server's InvalidProductIds are listed while
 * the dialog stays open, the field then holding just those to correct; when every number was taken the
 * dialog closes and the list shows the new products.
 */
export function AddNumbersDialog({ open, listId, t, onClose, onAdded }: AddNumbersDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = useSubmit();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const message =
    problem?.kind === 'invalid'
      ? t('numbersInvalid', { count: problem.entries.length, entries: problem.entries.join(', ') })
      : problem?.kind === 'refused'
        ? t('numbersRefused', { count: problem.entries.length, entries: problem.entries.join(', ') })
        : problem?.kind === 'required'
          ? t('numbersRequired')
          : '';

  const close = () => {
    if (submit.busy) return;
    setProblem(null);
    submit.reset();
    onClose();
  };

  const send = async () => {
    const parsed = parseProductNumbers(text);
    const found: Problem | null =
      parsed.invalid.length > 0
        ? { kind: 'invalid', entries: parsed.invalid }
        : !canSendProductNumbers(parsed)
          ? { kind: 'required' }
          : null;
    setProblem(found);
    const outcome = await submit.run(() => addToFavoriteList(listId, parsed.productIds), { valid: !found });
    if (outcome.status !== 'done') return;
    const refused = outcome.value.invalidProductIds;
    const added = parsed.productIds.length - new Set(refused).size;
    if (refused.length > 0) {
      setProblem({ kind: 'refused', entries: refused });
      setText(refused.join('\n'));
      inputRef.current?.focus();
      onAdded(added, false);
      return;
    }
    setText('');
    setProblem(null);
    onAdded(added, true);
  };

  return (
    <Dialog open={open} title={t('addNumbersTitle')} onClose={close} className="wsh-favorites-details__numbers">
      <Form submit={submit} onSubmit={() => void send()}>
        <FieldFrame label={t('numbersLabel')} hint={t('numbersHint')} error={message}>
          {({ id, invalid, describedBy }) => (
            <textarea
              id={id}
              ref={inputRef}
              className="wsh-field__input wsh-favorites-details__numbers-input"
              rows={8}
              value={text}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FieldFrame>
        <FormError message={submit.error} />
        <div className="wsh-dialog__actions">
          <button type="button" className="wsh-button wsh-button--secondary" onClick={close}>
            {t('cancel')}
          </button>
          <SubmitButton busy={submit.busy}>{t('numbersSubmit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
