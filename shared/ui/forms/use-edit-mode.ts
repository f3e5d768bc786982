import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { TIMING } from '../../lib/timing';
import { useSubmit, type RunOptions, type Submit, type SubmitOptions, type SubmitOutcome } from './use-submit';

/** SPEC 4 Forms: view -> edit -> saving -> saved -> (1 s) view. A failed save stays in edit. */
export type EditMode = 'view' | 'edit' | 'saving' | 'saved';

export interface EditModeState {
  mode: EditMode;
  /** Put on the button that opens the edit mode: focus returns to it when the edit mode closes. */
  editButtonRef: RefObject<HTMLButtonElement>;
  /** The form's sending: pass it to Form, and `busy` and `error` to SubmitButton and FormError. */
  submit: Submit;
  open(): void;
  /** Back to view at once (Cancel; also from `saved`); not while saving. */
  close(): void;
  /** Sends once; on success shows `saved`, then closes after TIMING.editModeClose (1 s). */
  save<T>(action: () => Promise<T>, options?: RunOptions): Promise<SubmitOutcome<T>>;
}

/**
 * An edit mode (password, info, user, a list's name): opened from an edit button, closed by Cancel or
 * 1 s after a successful save, focus back on the edit button either way so a keyboard user goes on
 * from where they started.
 */
export function useEditMode(options?: SubmitOptions): EditModeState {
  const submit = useSubmit(options);
  const [state, setState] = useState<'view' | 'edit' | 'saved'>('view');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Set when the edit mode closes; the effect below focuses the edit button once it is rendered again.
  const [closings, setClosings] = useState(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (closings > 0) editButtonRef.current?.focus();
  }, [closings]);

  const { reset, run, busy } = submit;
  const open = useCallback(() => {
    clearTimeout(timer.current);
    reset();
    setState('edit');
  }, [reset]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const close = useCallback(() => {
    if (busy || stateRef.current === 'view') return;
    clearTimeout(timer.current);
    setState('view');
    setClosings((n) => n + 1);
  }, [busy]);

  const save = useCallback(
    async <T>(action: () => Promise<T>, runOptions?: RunOptions): Promise<SubmitOutcome<T>> => {
      // Only from edit: Enter in the form during the 1 s of "saved" must not send it again.
      if (stateRef.current !== 'edit') return { status: 'ignored' };
      const outcome = await run(action, runOptions);
      if (outcome.status === 'done') {
        setState('saved');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setState('view');
          setClosings((n) => n + 1);
        }, TIMING.editModeClose);
      }
      return outcome;
    },
    [run],
  );

  const mode: EditMode = state === 'edit' && submit.busy ? 'saving' : state;
  return { mode, editButtonRef, submit, open, close, save };
}
