import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';
import type { FieldProblem } from '../../domain/forms/field-rules';
import { FORMS_NS, texts } from './forms-texts';

/** The form kit's texts; every part of the kit calls it so the namespace is there before `t`. */
export function useFormsT() {
  addWidgetResources(FORMS_NS, texts); // idempotent: adds the namespace once
  return useT(FORMS_NS);
}

/** A field problem of shared/domain/forms as the message shown under the field ('' for none). */
export function useProblemText(): (problem: FieldProblem | null | undefined) => string {
  const t = useFormsT();
  return (problem) => {
    if (!problem) return '';
    if (problem.kind === 'tooLong') return t('tooLong', { max: problem.max });
    if (problem.kind === 'invalidEmails')
      return t('invalidEmails', { count: problem.entries.length, entries: problem.entries.join(', ') });
    return t('required');
  };
}
