import type { KeyboardEvent } from 'react';
import type { useEditMode } from '../../shared/ui/forms/use-edit-mode';
import { useFocusFirst } from './use-focus-first';

/** Escape in an edit form leaves it as Cancel does (the kit's edit mode has no key of its own). */
export const onEscape = (cancel: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  cancel();
};

/**
 * What the panel's edit blocks share (own information, password, add user, assign user): whether the block
 * is editing, its element (focus goes into the form when it opens and back out when it closes), and Cancel
 * or Escape, which leave without saving and say so (`nothingChanged`) unless a save is under way.
 */
export function useEditBlock(
  edit: ReturnType<typeof useEditMode>,
  say: (text: string) => void,
  nothingChanged: string,
) {
  const editing = edit.mode !== 'view';
  const ref = useFocusFirst<HTMLDivElement>(editing);
  const cancel = () => {
    if (edit.mode === 'saving') return;
    if (edit.mode === 'edit') say(nothingChanged);
    edit.close();
  };
  return { editing, ref, cancel, onKeyDown: onEscape(cancel) };
}
