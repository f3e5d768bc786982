import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { punchOutApi } from '../../../shared/api/punch-out-api';
import type { PunchOutOrder } from '../../../shared/domain/punch-out/models';
import { punchOutOrdersView } from '../../../shared/domain/punch-out/punch-out-orders';
import { createFetcher } from '../../../shared/lib/fetcher';
import { $pageContext } from '../../../shared/context/page-context';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { OrdersTable } from './orders-table';
import { useOrdersT } from './use-orders-t';

interface Answer {
  isPunchOut: boolean;
  orders: PunchOutOrder[];
}

/**
 * Who may see punch-out orders, then the orders (SPEC 7 GET punchout/orders). A page the server marks as a
 * punch-out session (page context isPunchOut) needs no question; otherwise GET user says whether the user is
 * a punch-out user (SPEC 3 IsPunchOutUser). Someone who is not gets no orders request at all: the screen
 * would tell them the orders belong to punch-out accounts whatever it answered.
 */
const punchOutOrders = createFetcher({
  fetch: async ({ punchOutSession }: { punchOutSession: boolean }, signal): Promise<Answer> => {
    const isPunchOut = punchOutSession || (await punchOutApi.isPunchOutUser(signal));
    return { isPunchOut, orders: isPunchOut ? await punchOutApi.orders(signal) : [] };
  },
});

/**
 * SPEC 2 PunchOut, the empty path: the punch-out customer's orders, newest first, in a table. Loading keeps
 * about the list's height; an error says what to do and has a retry. Orders do not link to details: the page
 * context names no address of the order overview's details route (another area's page), so a link would be
 * a guess.
 */
export function OrdersScreen(_props: AreaScreenProps<'PunchOut', 'orders'>) {
  const t = useOrdersT();
  const { isPunchOut } = useStore($pageContext);
  const answer = useFetcher(punchOutOrders, isPunchOut, (punchOutSession) => ({ punchOutSession }));
  useAreaScreenReady(answer.status !== 'loading');
  const view = useMemo(
    () => (answer.data ? punchOutOrdersView(answer.data.isPunchOut, answer.data.orders) : null),
    [answer.data],
  );

  return (
    <section className="wsh-punch-out-orders" aria-labelledby="wsh-punch-out-orders-heading">
      <h2 id="wsh-punch-out-orders-heading" className="wsh-punch-out-orders__heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      {answer.status === 'loading' || answer.status === 'error' || !view ? (
        <div className={`wsh-punch-out-orders__state wsh-punch-out-orders__state--${answer.status}`}>
          <LoadStatus status={answer.status} className="wsh-punch-out-orders__status" t={t} onRetry={answer.retry} />
        </div>
      ) : view.kind === 'notPunchOut' ? (
        <p className="wsh-punch-out-orders__not-punch-out">{t('notPunchOut')}</p>
      ) : (
        <>
          <p className="wsh-punch-out-orders__intro">{t('intro')}</p>
          {view.kind === 'empty' ? (
            <p className="wsh-punch-out-orders__empty">{t('empty')}</p>
          ) : (
            <OrdersTable orders={view.orders} />
          )}
        </>
      )}
    </section>
  );
}
