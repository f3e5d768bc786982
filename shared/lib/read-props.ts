/**
 * Reads an island's raw props: the JSON of its first `<script type="application/json">` child, else
 * its `data-props` attribute, else `{}`. Never guesses props from other attributes (DESIGN 4.1).
 */
export function readRawProps(el: Element): { ok: true; value: unknown } | { ok: false; detail: string } {
  const script = el.querySelector(':scope > script[type="application/json"]');
  const text = script ? script.textContent : el.getAttribute('data-props');
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, detail: (e as Error).message };
  }
}
