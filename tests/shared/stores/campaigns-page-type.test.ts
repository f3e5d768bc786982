import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $campaignSelection } from '../../../shared/stores/campaign-selection';
import { $campaigns, readCampaignsEarly, selectedCampaign } from '../../../shared/stores/campaigns';
import { reloadPageContext, setPageType } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';

const { server } = useMockApi();

// Not cleanStores($pageContextReading): cleaning it cuts the computed $pageContext off its source while a
// store of another file (its island waiting out nanostores' 1 s unmount) still listens, and files share a
// worker's modules. Each test reads its own page context (reloadPageContext); tests/setup.ts does the rest.
afterEach(() => server.events.removeAllListeners());

describe('campaigns of a page-type screen (SPEC 4)', () => {
  it("loads the new page type's campaigns and picks again after a state change to a page-type screen", async () => {
    document.head.innerHTML =
      '<script type="application/json" id="page-context">{"pageId":7,"pageType":"FrontPage","language":"en"}</script>';
    reloadPageContext();
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('campaigns/currentpage')) asked.push(new URL(request.url).searchParams.get('pageType'));
    });
    const offs = [$campaigns.listen(() => {}), $campaignSelection.listen(() => {})];
    const ready = () => waitFor(() => expect($campaigns.get().status).toBe('ready'));
    await ready();
    const state = $campaigns.get();
    if (state.status !== 'ready') throw new Error('not ready');
    selectedCampaign(state.data, 'Banners', 'top');
    expect(Object.keys($campaignSelection.get())).toEqual(['Banners:top']);

    reloadPageContext(); // the same page type read again: nothing to load
    setPageType('SearchPage');
    expect($campaignSelection.get()).toEqual({});
    await ready();
    expect(asked).toEqual(['FrontPage', 'SearchPage']);
    offs.forEach((off) => off());
  });
});

describe('the page campaigns start as the campaigns module runs, before a campaign island renders (issue #19)', () => {
  const page = (widgets: string[]) => {
    document.head.innerHTML =
      '<script type="application/json" id="page-context">{"pageId":7,"pageType":"FrontPage","language":"en"}</script>';
    document.body.innerHTML = widgets.map((w) => `<div data-widget="${w}" data-load-on="eager"></div>`).join('');
    reloadPageContext();
  };

  it('asks once on a page with a campaign island, and the island reading the store later finds the answer', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('campaigns/currentpage')) asked.push(request.url);
    });
    page(['mini-basket', 'promotion-tile']);
    const release = readCampaignsEarly(document);
    await waitFor(() => expect($campaigns.get().status).toBe('ready'));
    const off = $campaigns.listen(() => {}); // the island mounting
    expect($campaigns.get().status).toBe('ready');
    expect(asked).toHaveLength(1);
    off();
    release();
  });

  it('asks nothing when every campaign island leaves the choice to the server (its choice prop)', () => {
    page([]);
    document.body.innerHTML =
      '<div data-widget="promotion-tile" data-load-on="eager"><script type="application/json">{"choice":"page"}</script></div>' +
      '<div data-widget="product-promotion" data-load-on="eager" data-props=\'{"choice":"placeholder"}\'></div>';
    const release = readCampaignsEarly(document);
    expect($campaigns.lc).toBe(0);
    release();
    // One island picking by weight (no choice, or "weighted") is enough to ask.
    document.body.innerHTML +=
      '<div data-widget="campaign-banner" data-load-on="eager" data-props=\'{"choice":"weighted"}\'></div>';
    const again = readCampaignsEarly(document);
    expect($campaigns.lc).toBe(1);
    again();
  });

  it('asks nothing for campaign islands that load later: they read as they render, after the first content (issue #35)', () => {
    page([]);
    document.body.innerHTML =
      '<div data-widget="promotion-tile" data-load-on="idle"></div><div data-widget="campaign-banner"></div>' +
      '<div data-widget="highlighted-products" data-load-on="visible"></div>';
    const release = readCampaignsEarly(document);
    expect($campaigns.lc).toBe(0);
    release();
  });

  it('asks nothing on a page without a campaign island', () => {
    page(['mini-basket', 'countdown']);
    const release = readCampaignsEarly(document);
    expect($campaigns.lc).toBe(0);
    release();
  });
});
