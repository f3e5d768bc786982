/**
 * How the checkout basket shows its lines (SPEC sections 3 and 8): grouped by category when the
 * user's BasketItemsDisplayMode is "Category", otherwise one list; and which lines cannot be
 * delivered (the invalid-basket notification). Pure, so the figures are tested without React.
 */
import { textOrder } from '../../lib/compare';
import type { LineItem } from '../models';

/** SPEC 3 User settings: "Category" groups basket lines; anything else is one list. */
export const CATEGORY_DISPLAY_MODE = 'Category';

export interface LineGroup {
  /** Level1 category id, or '' for the ungrouped list and for lines without a category. */
  key: string;
  /** The category's DisplayName; null for the one ungrouped list and for lines without a category. */
  title: string | null;
  lines: LineItem[];
}

/** Category names as the browser's language sorts them (localeCompare's order, one collator). */
const byTitle = textOrder();

/**
 * Groups lines by their product's Level1 category, in the categories' SortOrder (then name, for
 * categories without one), keeping the basket's order inside a group. Lines without a category
 * come last in a group without a title. Any other mode gives one group with every line.
 */
export function groupLines(lines: readonly LineItem[], displayMode: string | null | undefined): LineGroup[] {
  if (lines.length === 0) return [];
  if (displayMode !== CATEGORY_DISPLAY_MODE) return [{ key: '', title: null, lines: [...lines] }];
  const groups = new Map<string, LineGroup & { order: number }>();
  for (const line of lines) {
    const category = line.Product.Categories?.Level1;
    const key = category?.Id ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title: category?.DisplayName ?? null,
        lines: [],
        order: category ? (category.SortOrder ?? Number.MAX_SAFE_INTEGER - 1) : Number.MAX_SAFE_INTEGER,
      };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || byTitle(a.title ?? '', b.title ?? ''))
    .map(({ key, title, lines: groupLines }) => ({ key, title, lines: groupLines }));
}

/** SPEC 8 invalid basket: the lines that cannot be delivered on the basket's date. */
export function undeliverableLines(lines: readonly LineItem[]): LineItem[] {
  return lines.filter((line) => !line.IsDeliverable);
}
