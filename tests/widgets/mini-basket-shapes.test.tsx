import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import miniBasket from '../../widgets/mini-basket/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

// Issue #10: the core's basket reader checks only the Id, the date and the lists (every byte of the core
// counts); the mini basket reads the rest so that a basket without them still shows.
const { server } = useMockApi();
const mount = () => mountWidget(miniBasket, { basketPageUrl: '/basket' }, { isAuthenticated: true, language: 'en' });

describe('mini basket: answers of another shape', () => {
  it('a basket answer with only its Id and delivery date shows, without an order deadline', async () => {
    server.use(
      http.get('*/api/checkout/basket', () =>
        HttpResponse.json({ Model: { Id: 'B-9', Delivery: { ExpectedDate: '2026-11-20' }, NumberOfLines: 0 } }),
      ),
    );
    mount();
    const button = await screen.findByRole('button', { name: /^Basket, 0 lines/ });
    expect(button.textContent).not.toMatch(/order by/i);
    // No subtotal and no currency: no figure at all rather than "undefined" or "NaN".
    expect(button.textContent).not.toMatch(/undefined|NaN/);
  });

  it('`Model: null` for the basket shows the load error with a retry, not "Loading..." for good', async () => {
    server.use(http.get('*/api/checkout/basket', () => HttpResponse.json({ Model: null })));
    mount();
    await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
