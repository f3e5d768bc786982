/**
 * Moving products within a favourite list (SPEC 7: POST favorites/{id}/products/move {afterProductId,
 * productIds}): by keyboard (the selected products one step up or down) or by dropping them after a
 * product. The selected products move as one block in their list order, so a selection spread over the
 * list comes together; `afterProductId` is the product the block goes after, null for the top. The
 * resulting order is what the list shows at once, before the server answers.
 */

export interface MovePlan {
  /** The product the moved ones go after; null: to the top of the list. */
  afterProductId: string | null;
  /** The moved products, in the order they will have (their list order). */
  productIds: string[];
  /** The whole list's order after the move, to show at once. */
  order: string[];
}

/** The plan that puts the block at `at` in the rest of the list, or null when the order would not change. */
function planAt(
  order: readonly string[],
  moving: readonly string[],
  rest: readonly string[],
  at: number,
): MovePlan | null {
  const next = [...rest.slice(0, at), ...moving, ...rest.slice(at)];
  if (next.every((id, i) => id === order[i])) return null;
  return { afterProductId: at === 0 ? null : rest[at - 1]!, productIds: [...moving], order: next };
}

/** The selected products of the list in list order, and the others; ids not on the list are ignored. */
function split(order: readonly string[], selected: Iterable<string>) {
  const chosen = new Set(selected);
  return { moving: order.filter((id) => chosen.has(id)), rest: order.filter((id) => !chosen.has(id)) };
}

/**
 * Drops the selected products after `targetId` (null: at the top). A target that is itself selected
 * stands for the place where it is: the block goes after the nearest product above it that is not
 * moving, or to the top. Null when nothing is selected or nothing would change.
 */
export function moveAfter(
  order: readonly string[],
  selected: Iterable<string>,
  targetId: string | null,
): MovePlan | null {
  const { moving, rest } = split(order, selected);
  if (moving.length === 0) return null;
  let anchor: string | null = null;
  if (targetId !== null && order.includes(targetId)) {
    const above = order.slice(0, order.indexOf(targetId) + 1);
    anchor = [...above].reverse().find((id) => !moving.includes(id)) ?? null;
  }
  return planAt(order, moving, rest, anchor === null ? 0 : rest.indexOf(anchor) + 1);
}

/**
 * Moves the selected products one step up or down (the keyboard's move): up puts the block before the
 * product that is above its first product, down after the product below its last one. Null at the top
 * (up) or bottom (down) of a block that is already together, or when nothing is selected.
 */
export function moveByStep(
  order: readonly string[],
  selected: Iterable<string>,
  direction: 'up' | 'down',
): MovePlan | null {
  const { moving, rest } = split(order, selected);
  if (moving.length === 0) return null;
  // Products that are not moving above the first moving one, and above the last one.
  const before = (id: string) => order.slice(0, order.indexOf(id)).filter((o) => !moving.includes(o)).length;
  const at =
    direction === 'up'
      ? Math.max(0, before(moving[0]!) - 1)
      : Math.min(rest.length, before(moving[moving.length - 1]!) + 1);
  return planAt(order, moving, rest, at);
}
