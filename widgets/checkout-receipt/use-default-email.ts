import { useEffect, useState } from 'react';
import { userApi } from '../../shared/api/user-api';
import type { WebOrder } from '../../shared/api/web-order-api';

/**
 * The address to prefill: the order's own, else the logged-in user's (GET user). Without either the
 * field stays empty; a failed user call is not worth a message, the buyer simply types the address.
 */
export function useDefaultEmail(order: WebOrder): string {
  const [address, setAddress] = useState(order.EmailAddress ?? '');
  useEffect(() => {
    if (order.EmailAddress) return;
    let current = true;
    userApi.current().then(
      (user) => current && setAddress(user.EmailAddress ?? ''),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [order.EmailAddress]);
  return address;
}
