/**
 * Beyond the spec: a basket changed in one tab shows in the user's other open tabs. Each tab
 * announces its basket changes on a BroadcastChannel; the others reload their basket.
 *
 * Tabs also say whose they are (issue #32): a signed-in page announces its identity as it starts, and a
 * tab whose identity is changing says so. A tab that hears another identity than its own is no longer
 * the session's: it stops writing (shared/stores/basket/basket.ts).
 */
const CHANNEL = 'wsh-basket';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

export function announceBasketChange(basketId: string): void {
  open()?.postMessage({ type: 'basketChanged', basketId });
}

/** This tab's identity (identityKey of shared/domain/auth/identity.ts); none while it is changing. */
export function announceIdentity(key?: string | null): void {
  open()?.postMessage({ type: 'identity', key });
}
export const announceIdentityChange = (): void => announceIdentity();

/**
 * Follows the other tabs' basket changes for the rest of the page, and calls `onOtherIdentity` when another
 * tab announces an identity other than `own`.
 */
export function listenToOtherTabs(
  onChange: (basketId: string) => void,
  own: string | null,
  onOtherIdentity: () => void,
): void {
  open()?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; basketId?: string; key?: string | null }>) => {
      if (event.data?.type === 'basketChanged' && typeof event.data.basketId === 'string')
        onChange(event.data.basketId);
      if (event.data?.type === 'identity' && event.data.key !== own) onOtherIdentity();
    },
  );
}
