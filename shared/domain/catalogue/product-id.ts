/**
 * Where a product widget finds its product. A CMS product page names the product in the island's
 * props ("prop"). A page that serves every product from one static URL (the demo site's product page,
 * a landing page linked with ?id=) cannot: its props are the same for every product, so the widget
 * reads the id from the page address instead ("query", parameter `id`).
 */
export type ProductIdSource = 'prop' | 'query';

export const PRODUCT_ID_SOURCES = ['prop', 'query'] as const satisfies readonly ProductIdSource[];

/** Query-string parameter that holds the product id when the source is "query". */
export const PRODUCT_ID_QUERY_KEY = 'id';

/** The product id to load, or null when there is none (the widget then says so). */
export function resolveProductId(source: ProductIdSource, propId: string | undefined, search: string): string | null {
  const raw = source === 'query' ? new URLSearchParams(search).get(PRODUCT_ID_QUERY_KEY) : propId;
  const id = raw?.trim() ?? '';
  return id === '' ? null : id;
}
