/** Placeholder: the key-figures panel for the order (source "order", the order id) comes with the shared panel. */
export function OrderKeyFigures(_props: { orderId: string }) {
  return null;
}
