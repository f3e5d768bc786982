/**
 * The reorder summary (issue #13 point 3): after an order is copied into a basket, each of its lines says what
 * became of it. Peers' reorder adds what it can and says nothing about the rest; this says it line by line.
 */
import type { ReorderLineAnswer } from '../basket/models';

/** What became of one order line. `notAdded`: left out for a reason the answer does not give. */
export type ReorderOutcome = 'added' | 'notDeliverable' | 'outOfStock' | 'replaced' | 'notAdded';

/** A basket line as far as the summary needs it, for an answer without `Lines` (a server that sends the basket only). */
export interface ReorderBasketLine {
  ProductId: string;
  IsDeliverable: boolean;
  IsInStock: boolean;
}

export interface ReorderAnswerForSummary {
  /** Per line, when the server says; empty when it does not. */
  lines: ReorderLineAnswer[];
  /** The basket after the reorder. */
  basketLines: ReorderBasketLine[];
  /** Product ids the server could not use (`InvalidProducts`). */
  invalidProductIds: string[];
}

export interface ReorderSummaryLine {
  itemNumber: string;
  name: string;
  quantity: number;
  outcome: ReorderOutcome;
  /** The product that went in instead (outcome `replaced`); '' when the server named none. */
  replacementName: string;
}

export interface ReorderSummary {
  lines: ReorderSummaryLine[];
  /** Lines that went into the basket (added or replaced). */
  inBasket: number;
}

const SERVER_OUTCOMES: Record<string, ReorderOutcome> = {
  added: 'added',
  notdeliverable: 'notDeliverable',
  outofstock: 'outOfStock',
  replaced: 'replaced',
};

/** The server's outcome word, case- and separator-insensitive; a word we do not know is `notAdded`. */
export const readOutcome = (word: string): ReorderOutcome =>
  SERVER_OUTCOMES[word.replace(/[\s_-]/g, '').toLowerCase()] ?? 'notAdded';

/**
 * Classifies each order line, in the order's order. The server's own word for the line wins (matched by
 * product number; a product that appears twice takes the answers in turn). Without one, the basket says:
 * a line of the product that is not deliverable on the basket's date is `notDeliverable` (before stock: a
 * line that cannot come does not need stock), one beyond stock `outOfStock`, any other `added`; a product
 * the basket lacks, or one listed as invalid, is `notAdded`.
 */
export function reorderSummary(
  orderLines: readonly { ItemNumber: string; ItemName: string; QuantityOrdered: number }[],
  answer: ReorderAnswerForSummary,
): ReorderSummary {
  const pending = new Map<string, ReorderLineAnswer[]>();
  for (const line of answer.lines) pending.set(line.ProductId, [...(pending.get(line.ProductId) ?? []), line]);
  const invalid = new Set(answer.invalidProductIds);

  const lines = orderLines.map((line): ReorderSummaryLine => {
    const base = {
      itemNumber: line.ItemNumber,
      name: line.ItemName,
      quantity: line.QuantityOrdered,
      replacementName: '',
    };
    const said = pending.get(line.ItemNumber)?.shift();
    if (said) {
      const outcome = readOutcome(said.Outcome);
      return { ...base, outcome, replacementName: outcome === 'replaced' ? said.ReplacementProductName : '' };
    }
    if (invalid.has(line.ItemNumber)) return { ...base, outcome: 'notAdded' };
    const inBasket = answer.basketLines.find((l) => l.ProductId === line.ItemNumber);
    if (!inBasket) return { ...base, outcome: 'notAdded' };
    if (!inBasket.IsDeliverable) return { ...base, outcome: 'notDeliverable' };
    return { ...base, outcome: inBasket.IsInStock ? 'added' : 'outOfStock' };
  });
  return { lines, inBasket: lines.filter((l) => l.outcome === 'added' || l.outcome === 'replaced').length };
}
