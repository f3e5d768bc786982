/**
 * SPEC 2 Print dialog (and SPEC 9 "Print window: 900 high by 950 wide"): a separate window 900 high by
 * 950 wide, on a print address carrying the list id plus the current query, the expected delivery date
 * and the sort option. The sales statistics print window is named for 3-month sales.
 */
import type { ProductBasic } from '../models';
import type { GeneratedType } from './models';

export const PRINT_WINDOW_HEIGHT = 900;
export const PRINT_WINDOW_WIDTH = 950;

/** The window's name: one print window per kind, reused when the user prints again. */
export const PRINT_WINDOW_NAME = 'wsh-print-favorite-list';
/** SPEC 2: "the sales statistics print window is named for 3-month sales". */
export const SALES_STATISTICS_PRINT_WINDOW_NAME = 'wsh-print-sales-3-months';

/** The query parameters of a print address; a print page reads them back with readPrintParams. */
export const PRINT_PARAMS = {
  listId: 'id',
  generatedType: 'generatedType',
  query: 'query',
  expectedDeliveryDate: 'expectedDeliveryDate',
  sort: 'sort',
} as const;

/** What is printed: a list by its id, or a generated list by its type. */
export type PrintTarget = { listId: string } | { generatedType: GeneratedType };

export interface PrintState {
  /** The list's current search text ('' for none). */
  query: string;
  /** The basket's expected delivery date (yyyy-MM-dd), null when none is known. */
  expectedDeliveryDate: string | null;
  /** The current sort option ('' for the list's own order). */
  sort: string;
}

export interface PrintWindow {
  url: string;
  name: string;
  /** The third argument of window.open: the size of SPEC 2, and a window of its own (not a tab). */
  features: string;
}

/**
 * The print window for a target: `base` (the print page's address, from the island's props) with the
 * list id or generated type, the query, the expected delivery date and the sort; empty values are left
 * out. `base` may carry a query of its own, which is kept.
 */
export function printWindow(base: string, target: PrintTarget, state: PrintState): PrintWindow {
  const params = new URLSearchParams();
  if ('listId' in target) params.set(PRINT_PARAMS.listId, target.listId);
  else params.set(PRINT_PARAMS.generatedType, target.generatedType);
  if (state.query.trim()) params.set(PRINT_PARAMS.query, state.query.trim());
  if (state.expectedDeliveryDate) params.set(PRINT_PARAMS.expectedDeliveryDate, state.expectedDeliveryDate);
  if (state.sort) params.set(PRINT_PARAMS.sort, state.sort);
  const [path, hash = ''] = base.split('#', 2);
  const url = `${path}${path!.includes('?') ? '&' : '?'}${params.toString()}${hash ? `#${hash}` : ''}`;
  return {
    url,
    name: 'listId' in target ? PRINT_WINDOW_NAME : SALES_STATISTICS_PRINT_WINDOW_NAME,
    features: `popup,width=${PRINT_WINDOW_WIDTH},height=${PRINT_WINDOW_HEIGHT}`,
  };
}

/** The print page's side: the target and state from its address's query (`location.search`); null without a target. */
export function readPrintParams(search: string): (PrintState & { target: PrintTarget }) | null {
  const params = new URLSearchParams(search);
  const listId = params.get(PRINT_PARAMS.listId);
  const generatedType = params.get(PRINT_PARAMS.generatedType);
  const target: PrintTarget | null = listId
    ? { listId }
    : generatedType === 'salesstatistics'
      ? { generatedType }
      : null;
  if (!target) return null;
  return {
    target,
    query: params.get(PRINT_PARAMS.query) ?? '',
    expectedDeliveryDate: params.get(PRINT_PARAMS.expectedDeliveryDate) || null,
    sort: params.get(PRINT_PARAMS.sort) ?? '',
  };
}

/** One line of the printed list (SPEC 2 print: name, item number, unit, and an empty quantity to write in). */
export interface PrintLine {
  id: string;
  name: string;
  /** The unit a buyer writes a quantity for: the default sales unit, else the first. */
  unit: { singular: string; quantity: number; base: string | null } | null;
}

/**
 * The printed lines, in the order given (the server's, which follows the list's sort). The unit is the
 * default sales unit; a pack of several base units names them ("karton of 6 stk."), as the list does.
 */
export function printLines(products: readonly ProductBasic[]): PrintLine[] {
  return products.map((p) => {
    const units = p.SalesUnits?.Values ?? [];
    const unit = units.find((u) => u.IsDefault) ?? units[0];
    const base = units.find((u) => u.Quantity === 1);
    return {
      id: p.Id,
      name: p.DisplayName,
      unit: unit
        ? {
            singular: unit.TextSingular,
            quantity: unit.Quantity,
            base: unit.Quantity > 1 && base ? base.TextPlural : null,
          }
        : null,
    };
  });
}
