import { useEffect, useState } from 'react';
import { followImpersonationAnswer } from '../../../api/impersonation-api';
import type { ImpersonationAnswer } from '../../../domain/impersonation/models';
import { TIMING } from '../../../lib/timing';
import { changeIdentity } from '../../../stores/identity-change';
import { submitFailure } from '../../forms/submit-failure';
import { useSubmit } from '../../forms/use-submit';

export interface ImpersonationCall {
  /** A call is on its way, or its answer is taking the page elsewhere: nothing more is sent. */
  busy: boolean;
  /** The failure to show ('' when none); it hides 7.5 s after it appeared (SPEC 4, 9). */
  error: string;
  run(call: () => Promise<ImpersonationAnswer>): Promise<void>;
}

/**
 * Begin or end impersonation (the panel and the banner): one call at a time through the form kit's
 * useSubmit, so a 400 in the validation group `impersonation` shows the server's Message (SPEC 8) and
 * anything else `failed`; the answer is followed (a Redirect, or a punch-out HtmlForm). A Redirect the
 * shop refuses (another site not in the page context's trustedRedirectOrigins) says so, `untrusted`;
 * an HtmlForm that cannot be posted says `notFollowed`. The error hides after 7.5 s
 * (TIMING.impersonationErrorHide); a new call clears it at once.
 */
export function useImpersonationCall(texts: {
  failed: string;
  notFollowed: string;
  untrusted: string;
}): ImpersonationCall {
  const submit = useSubmit({
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? texts.failed : undefined;
    },
  });
  const [leaving, setLeaving] = useState(false);
  const [notFollowed, setNotFollowed] = useState<'' | 'notFollowed' | 'untrusted'>('');
  const error = notFollowed ? texts[notFollowed] : submit.error;
  const { reset } = submit;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => {
      reset();
      setNotFollowed('');
    }, TIMING.impersonationErrorHide);
    return () => clearTimeout(timer);
  }, [error, reset]);

  async function run(call: () => Promise<ImpersonationAnswer>): Promise<void> {
    if (leaving) return;
    setNotFollowed('');
    // An identity change (shared/stores/identity-change.ts): changes made for the customer acted for now are
    // saved under it first, as far as they can be; what cannot be stays stored under that identity.
    const change = await changeIdentity(async () => {
      const outcome = await submit.run(call);
      // Shown by the form kit; the identity stays, and writes resume.
      if (outcome.status !== 'done') throw new Error(outcome.status);
      return outcome.value;
    }).catch(() => undefined); // nothing lost: the form shows the failure; writes resume under the same identity
    if (!change?.done) return;
    if (followImpersonationAnswer(change.value)) setLeaving(true);
    else setNotFollowed(change.value.htmlForm ? 'notFollowed' : 'untrusted');
  }

  return { busy: submit.busy || leaving, error, run };
}
