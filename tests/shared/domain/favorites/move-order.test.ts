import { describe, expect, it } from 'vitest';
import { moveAfter, moveByStep } from '../../../../shared/domain/favorites/move-order';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('move order: one step by keyboard (SPEC 7 products/move {afterProductId, productIds})', () => {
  it('moves a product up: after the product two above it, shown at once', () => {
    expect(moveByStep(order, ['c'], 'up')).toEqual({
      afterProductId: 'a',
      productIds: ['c'],
      order: ['a', 'c', 'b', 'd', 'e'],
    });
  });

  it('moves the second product up to the top: afterProductId null', () => {
    expect(moveByStep(order, ['b'], 'up')).toEqual({
      afterProductId: null,
      productIds: ['b'],
      order: ['b', 'a', 'c', 'd', 'e'],
    });
  });

  it('moves a product down: after the product below it', () => {
    expect(moveByStep(order, ['c'], 'down')).toEqual({
      afterProductId: 'd',
      productIds: ['c'],
      order: ['a', 'b', 'd', 'c', 'e'],
    });
  });

  it('does not move the first product up nor the last one down', () => {
    expect(moveByStep(order, ['a'], 'up')).toBeNull();
    expect(moveByStep(order, ['e'], 'down')).toBeNull();
    expect(moveByStep(order, ['a', 'b'], 'up')).toBeNull();
  });

  it('moves selected products as one block in list order, gathering a spread selection', () => {
    expect(moveByStep(order, ['d', 'b'], 'up')).toEqual({
      afterProductId: null,
      productIds: ['b', 'd'],
      order: ['b', 'd', 'a', 'c', 'e'],
    });
    expect(moveByStep(order, ['b', 'd'], 'down')).toEqual({
      afterProductId: 'e',
      productIds: ['b', 'd'],
      order: ['a', 'c', 'e', 'b', 'd'],
    });
  });

  it('does nothing without a selection and ignores ids not on the list', () => {
    expect(moveByStep(order, [], 'up')).toBeNull();
    expect(moveByStep(order, ['x', 'c'], 'up')?.productIds).toEqual(['c']);
  });
});

describe('move order: dropping selected products after a product', () => {
  it('drops after the target product', () => {
    expect(moveAfter(order, ['a'], 'c')).toEqual({
      afterProductId: 'c',
      productIds: ['a'],
      order: ['b', 'c', 'a', 'd', 'e'],
    });
  });

  it('drops at the top with a null target', () => {
    expect(moveAfter(order, ['d', 'e'], null)).toEqual({
      afterProductId: null,
      productIds: ['d', 'e'],
      order: ['d', 'e', 'a', 'b', 'c'],
    });
  });

  it('a selected target stands for its place: after the nearest unselected product above it, or the top', () => {
    expect(moveAfter(order, ['b', 'd'], 'd')).toEqual({
      afterProductId: 'c',
      productIds: ['b', 'd'],
      order: ['a', 'c', 'b', 'd', 'e'],
    });
    expect(moveAfter(order, ['a', 'c'], 'a')).toEqual({
      afterProductId: null,
      productIds: ['a', 'c'],
      order: ['a', 'c', 'b', 'd', 'e'],
    });
  });

  it('never sends a moved product as afterProductId', () => {
    for (const target of [null, ...order])
      for (const selected of [['a'], ['b', 'c'], ['a', 'e'], ['c', 'd', 'e']]) {
        const plan = moveAfter(order, selected, target);
        if (plan) expect(selected).not.toContain(plan.afterProductId);
      }
  });

  it('is null when the drop changes nothing', () => {
    expect(moveAfter(order, ['c'], 'b')).toBeNull();
    expect(moveAfter(order, ['a'], null)).toBeNull();
    expect(moveAfter(order, [], 'c')).toBeNull();
  });

  it('the order shown is the order the mock server makes of the same move', () => {
    // The server's rule (fixtures/handlers/favorites-edit.ts): the rest without the moved ids, the moved ones after afterProductId.
    const server = (list: string[], after: string | null, ids: string[]) => {
      const rest = list.filter((id) => !ids.includes(id));
      const at = after ? rest.indexOf(after) + 1 : 0;
      return [...rest.slice(0, at), ...ids, ...rest.slice(at)];
    };
    for (const target of [null, ...order])
      for (const selected of [['a'], ['b', 'd'], ['e'], ['a', 'c', 'e']]) {
        const plan = moveAfter(order, selected, target);
        if (plan) expect(server(order, plan.afterProductId, plan.productIds)).toEqual(plan.order);
      }
  });
});
