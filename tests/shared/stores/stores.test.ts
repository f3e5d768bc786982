import { describe, expect, it, vi } from 'vitest';
import { emit } from '../../../shared/events/bus';
import { $campaignSelection, selectCampaign } from '../../../shared/stores/campaign-selection';
import {
  $pageContext,
  $pageContextReading,
  reloadPageContext,
  setPageType,
} from '../../../shared/context/page-context';

describe('page context store', () => {
  it('reads the page context of the page and reports problems once on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<script type="application/json" id="page-context">{"pageId":"x","cacheKey":"abc"}</script>';
    reloadPageContext();
    expect($pageContext.get().cacheKey).toBe('abc');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[wsh] page context: pageId: expected an integer'));
  });

  it('logs a clear console error when the page has no page context', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reloadPageContext();
    expect($pageContextReading.get().status).toBe('missing');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('no <script type="application/json" id="page-context">'),
    );
  });
});

describe('campaign selection', () => {
  it('resets when the search overlay opens', () => {
    const off = $campaignSelection.listen(() => {});
    selectCampaign('banner-top', 'c1');
    emit('searchOverlay', { open: false });
    expect($campaignSelection.get()).toEqual({ 'banner-top': 'c1' });
    emit('searchOverlay', { open: true });
    expect($campaignSelection.get()).toEqual({});
    off();
  });

  it('resets when the expected delivery date changes, not on other basket changes', () => {
    const off = $campaignSelection.listen(() => {});
    selectCampaign('tile', 'c2');
    emit('basketChanged', { basketId: 'B1', changedBasket: true, changedExpectedDeliveryDate: false });
    expect($campaignSelection.get()).toEqual({ tile: 'c2' });
    emit('basketChanged', { basketId: 'B1', changedBasket: false, changedExpectedDeliveryDate: true });
    expect($campaignSelection.get()).toEqual({});
    off();
  });

  it('resets on a state change to a page-type screen (the page type changes), not when the page context is read again unchanged', () => {
    document.head.innerHTML =
      '<script type="application/json" id="page-context">{"pageType":"FavoritesLists"}</script>';
    reloadPageContext();
    const off = $campaignSelection.listen(() => {});
    selectCampaign('promotion', 'c3');
    reloadPageContext(); // a new reading, same page type
    setPageType('FavoritesLists');
    expect($campaignSelection.get()).toEqual({ promotion: 'c3' });
    setPageType('FavoritesDetails');
    expect($pageContext.get().pageType).toBe('FavoritesDetails');
    expect($campaignSelection.get()).toEqual({});
    off();
    document.head.innerHTML = '';
  });
});
