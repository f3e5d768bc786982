import { loadProductOrNull } from '../../shared/api/product-load';
import { PRODUCT_ID_SOURCES, resolveProductId, type ProductIdSource } from '../../shared/domain/catalogue/product-id';
import type { Product } from '../../shared/domain/models';
import { readRawProps } from '../../shared/lib/read-props';

/** The one read started before the island mounted, until the island takes it. */
let early: { id: string; promise: Promise<Product | null> } | undefined;

const isSource = (value: unknown): value is ProductIdSource =>
  (PRODUCT_ID_SOURCES as readonly unknown[]).includes(value);

/**
 * Issue #19, data early: on a page whose product-details island loads at once (`data-load-on="eager"`), the
 * product read starts as this widget's chunk runs, beside the rest of the page's chunks, instead of after the
 * island's first render. The island's first read of that product takes it (`takeEarlyProduct`), so it is made
 * once. Props it cannot read start nothing: the island then reports them as it mounts.
 */
export function readProductEarly(doc: Document, search: string): void {
  const el = doc.querySelector('[data-widget="product-details"]');
  if (!el || el.getAttribute('data-load-on') !== 'eager') return;
  const props = readRawProps(el);
  if (!props.ok || typeof props.value !== 'object' || props.value === null) return;
  const { productId, productIdFrom = 'prop' } = props.value as Record<string, unknown>;
  if (!isSource(productIdFrom) || (productId !== undefined && typeof productId !== 'string')) return;
  const id = resolveProductId(productIdFrom, productId, search);
  if (id === null) return;
  const promise = loadProductOrNull(id);
  promise.catch(() => {}); // the island's read takes this promise and shows its failure
  early = { id, promise };
}

/** The early read of this product, once; undefined when there is none (the caller reads it itself). */
export function takeEarlyProduct(id: string): Promise<Product | null> | undefined {
  if (early?.id !== id) return undefined;
  const { promise } = early;
  early = undefined;
  return promise;
}

// As the widget's chunk runs, on the page it was loaded into.
if (typeof document !== 'undefined') readProductEarly(document, location.search);
