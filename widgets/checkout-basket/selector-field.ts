import { f, type Field } from '../../page-context/fields';

/** Whether the browser can parse `selector` (an empty one means "none" and passes). */
export function isValidSelector(selector: string): boolean {
  if (selector === '' || typeof document === 'undefined') return true;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * A CSS selector prop, checked when the props are read: an invalid one is the island's inline editor
 * error (shared/islands), not a button that throws later when it tries to scroll. Here rather than in the
 * fields kit: the kit is in the core chunk, and only the checkout needs it.
 */
export function cssSelectorField(opts: { description: string; default: string }): Field<string> {
  const text = f.string(opts);
  return {
    ...text,
    type: 'CSS selector',
    parse(raw) {
      const parsed = text.parse(raw);
      return parsed.ok && !isValidSelector(parsed.value)
        ? { ok: false, problem: `expected a valid CSS selector, got "${parsed.value}"` }
        : parsed;
    },
  };
}
