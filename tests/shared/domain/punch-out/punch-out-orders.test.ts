import { describe, expect, it } from 'vitest';
import type { PunchOutOrder } from '../../../../shared/domain/punch-out/models';
import { punchOutOrdersView } from '../../../../shared/domain/punch-out/punch-out-orders';

const order = (Id: string, OrderDate: string): PunchOutOrder => ({
  Id,
  CustomerReference: `PO-${Id}`,
  OrderDate,
  DeliveryDate: '2025-11-24',
  Status: 'Received',
  Total: 100,
  FormattedTotal: '100,00 kr.',
  CurrencyCode: 'DKK',
});

describe('punch-out orders view (SPEC 1, 6: punch-out orders are for punch-out customers)', () => {
  it('a customer who is not punch-out is told the orders belong to punch-out accounts, whatever the API answered', () => {
    expect(punchOutOrdersView(false, [order('1', '2025-11-20')])).toEqual({ kind: 'notPunchOut' });
    expect(punchOutOrdersView(false, [])).toEqual({ kind: 'notPunchOut' });
  });

  it('a punch-out customer without orders sees the empty state', () => {
    expect(punchOutOrdersView(true, [])).toEqual({ kind: 'empty' });
  });

  it("a punch-out customer sees the orders newest placed first, same-day orders in the server's order", () => {
    const view = punchOutOrdersView(true, [
      order('old', '2025-10-02T09:00:00'),
      order('new-a', '2025-11-20'),
      order('newest', '2025-11-20T06:49:00'),
      order('new-b', '2025-11-20'),
    ]);
    expect(view.kind === 'orders' && view.orders.map((o) => o.Id)).toEqual(['newest', 'new-a', 'new-b', 'old']);
  });
});
