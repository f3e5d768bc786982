import type { KeyboardEvent } from 'react';

/**
 * ArrowDown / ArrowUp move between the search field and the result rows (`[data-row]`, in page order,
 * expanded children included): to the field itself, or to the row's first button. Tab still walks every
 * button. Keys pressed outside a row (the mode radios use the arrows themselves) are left alone.
 */
export function moveBetweenRows(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const active = document.activeElement;
  const current = active instanceof HTMLElement ? active.closest('[data-row]') : null;
  if (!current || !event.currentTarget.contains(current)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  const next = rows[rows.indexOf(current as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  const target = next.matches('input, button') ? next : next.querySelector<HTMLElement>('input, button');
  target?.focus();
}
