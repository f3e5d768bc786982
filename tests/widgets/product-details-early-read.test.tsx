import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import productDetails from '../../widgets/product-details/index';
import { readProductEarly, takeEarlyProduct } from '../../widgets/product-details/early-read';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();

let reads: string[] = [];
beforeEach(() => {
  reads = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.startsWith('/api/catalog/products/')) reads.push(path.split('/').pop()!);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  takeEarlyProduct('102627'); // nothing left over for the next test
});

/** A server-rendered page with one product-details island, before it mounts. */
function page(attributes: string) {
  document.body.innerHTML = `<div data-widget="product-details" ${attributes}></div>`;
}

describe("the product read starts as the product-details chunk runs, before the island's first render (issue #19)", () => {
  it('on an eager island: one read, which the island takes when it mounts', async () => {
    page(`data-load-on="eager" data-props='{"productId":"102627"}'`);
    readProductEarly(document, '');
    await waitFor(() => expect(reads).toEqual(['102627']));
    mountWidget(productDetails, { productId: '102627' }, { isAuthenticated: true, language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(reads.filter((id) => id === '102627')).toHaveLength(1);
  });

  it('reads the id from the address when the island says productIdFrom "query"', async () => {
    page(`data-load-on="eager"><script type="application/json">{"productIdFrom":"query"}</script`);
    readProductEarly(document, '?id=102627');
    expect(takeEarlyProduct('102627')).toBeInstanceOf(Promise);
    await waitFor(() => expect(reads).toEqual(['102627']));
  });

  it('reads nothing for an island that loads later, or whose props name no product or cannot be read', async () => {
    for (const attributes of [
      `data-props='{"productId":"102627"}'`,
      `data-load-on="visible" data-props='{"productId":"102627"}'`,
      `data-load-on="eager" data-props='{"productId":'`,
      `data-load-on="eager" data-props='{"productId":102627}'`,
      `data-load-on="eager" data-props='{"productIdFrom":"query"}'`,
    ]) {
      page(attributes);
      readProductEarly(document, '');
      expect(takeEarlyProduct('102627'), attributes).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual([]);
  });
});
