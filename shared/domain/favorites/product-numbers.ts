/**
 * SPEC 5 "Add products by list": the pasted text is split on whitespace, comma or semicolon; each entry
 * must be digits only. Any entry that is not is listed as invalid and nothing is sent.
 */

export interface ParsedProductNumbers {
  /** The product numbers to send, in the order pasted, each once. */
  productIds: string[];
  /** Every entry that is not digits only, in the order pasted, each once. */
  invalid: string[];
}

/** Whitespace (spaces, tabs, line breaks, no-break spaces from a spreadsheet), commas and semicolons. */
const SEPARATORS = /[\s,;]+/;
/** ASCII digits only: "１２３" (full-width) or "12.5" is not a product number. */
const PRODUCT_NUMBER = /^[0-9]+$/;

/**
 * The entries of the text: empty entries (two separators in a row, a trailing comma) are dropped, and an
 * entry given twice counts once, so pasting a column that repeats a number adds it once.
 */
export function parseProductNumbers(input: string): ParsedProductNumbers {
  const productIds = new Set<string>();
  const invalid = new Set<string>();
  for (const entry of input.split(SEPARATORS)) {
    if (entry === '') continue;
    (PRODUCT_NUMBER.test(entry) ? productIds : invalid).add(entry);
  }
  return { productIds: [...productIds], invalid: [...invalid] };
}

/** Whether the parsed text may be sent: nothing invalid (SPEC 5: "nothing is sent") and something to add. */
export const canSendProductNumbers = (parsed: ParsedProductNumbers): boolean =>
  parsed.invalid.length === 0 && parsed.productIds.length > 0;
