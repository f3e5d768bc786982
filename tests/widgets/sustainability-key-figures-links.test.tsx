// @vitest-environment jsdom
// jsdom: the basket information is CMS HTML rendered through DOMPurify (docs/architecture.md: sanitiser tests run under jsdom).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import keyFigures from '../../widgets/sustainability-key-figures/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
const mount = (props: object) => mountWidget(keyFigures, props, { isAuthenticated: true, language: 'en' });
const answer = (Model: unknown) => () => HttpResponse.json({ Model });
const ratio = {
  Title: 'Bakery',
  Kilo: 2,
  KiloFormatted: '2,0 kg',
  KiloPercent: 100,
  KiloPercentFormatted: '100,0 %',
  CO2E: 1,
  CO2EFormatted: '1,0 kg',
  CO2EPercent: 100,
  CO2EPercentFormatted: '100,0 %',
};

describe('sustainability key figures: links and HTML from the server', () => {
  it("S2-68: shows the food reports on the wholesaler's other site, in the link target, without access back to the page for a new window", async () => {
    server.use(
      http.get(
        '*/api/sustainability/keyfigures/order/:id',
        answer({
          SustainabilityRatios: [ratio],
          SustainabilityInformation: {
            Link: { Url: 'https://www.wholesaler.example/food-reports', Target: '_blank', Text: '' },
          },
        }),
      ),
    );
    mount({ source: 'order', id: 'X1' });
    const link = await screen.findByRole('link', { name: 'See the food reports' }); // no Text: the translated fallback
    expect(link.getAttribute('href')).toBe('https://www.wholesaler.example/food-reports');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('shows no report button for a link the link checker refuses (not relative or http(s))', async () => {
    server.use(
      http.get(
        '*/api/sustainability/keyfigures/order/:id',
        answer({
          SustainabilityRatios: [ratio],
          SustainabilityInformation: { Link: { Url: 'javascript:alert(1)', Target: null, Text: 'Reports' } },
        }),
      ),
    );
    mount({ source: 'order', id: 'X1' });
    await screen.findByRole('heading', { name: 'Weight of the food' });
    expect(screen.queryByRole('heading', { name: 'Food reports' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sanitises the basket information text and shows its page link', async () => {
    server.use(
      http.get(
        '*/api/sustainability/summary/basket/information',
        answer({
          Information:
            '<p>Figures <strong>per kg</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          PageLink: { Url: '/about', Target: null, Text: 'About' },
        }),
      ),
    );
    mount({ source: 'basket', id: 'KF-PARTIAL' });
    const info = await screen.findByRole('group', { name: 'About the figures' });
    expect(within(info).getByText('per kg').tagName).toBe('STRONG');
    expect(info.querySelector('script')).toBeNull();
    expect(info.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    const link = within(info).getByRole('link', { name: 'About' });
    expect(link.getAttribute('target')).toBe('_self');
  });
});
