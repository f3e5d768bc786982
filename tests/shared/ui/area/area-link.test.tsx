import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaLink, type AreaLinkProps } from '../../../../shared/ui/area/area-link';
import { $areaLocation, navigateInArea } from '../../../../shared/ui/area/area-location';
import { useFakeNavigator } from '../../../support/fake-navigator';
import { useFakeHistory } from '../../../support/fake-history';

const seam = useFakeHistory();
const navigator = useFakeNavigator();

afterEach(() => history.replaceState(null, '', '/'));

/**
 * Clicks the link; true when the click was left to the browser (not prevented). The page itself does not
 * follow it (happy-dom would load the address): a listener on the document notes and then stops it.
 */
function clickLink(init: MouseEventInit = {}, attrs: Partial<AreaLinkProps> = {}): boolean {
  render(
    <AreaLink href="/favorites/details/F1" {...attrs}>
      Weekly order
    </AreaLink>,
  );
  let leftToBrowser = false;
  const note = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', note);
  try {
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Weekly order' }), init);
    });
  } finally {
    document.removeEventListener('click', note);
  }
  return leftToBrowser;
}

describe('AreaLink: a real link whose plain click is an in-page navigation', () => {
  it('renders a real href (new tab, copy and reload work)', () => {
    render(<AreaLink href="/favorites/details/F1">Weekly order</AreaLink>);
    expect(screen.getByRole('link', { name: 'Weekly order' }).getAttribute('href')).toBe('/favorites/details/F1');
  });

  it('a plain click adds a history entry and updates the location store, without loading a page', () => {
    history.replaceState(null, '', '/favorites');
    const off = $areaLocation.listen(() => {});
    expect(clickLink()).toBe(false);
    expect(seam.push).toHaveBeenCalledExactlyOnceWith('/favorites/details/F1');
    expect($areaLocation.get()).toEqual({ pathname: '/favorites/details/F1', search: '', cause: 'push' });
    expect(navigator.assign).not.toHaveBeenCalled();
    off();
  });

  it('replace rewrites the current entry instead', () => {
    clickLink({}, { replace: true });
    expect(seam.replace).toHaveBeenCalledExactlyOnceWith('/favorites/details/F1');
    expect(seam.push).not.toHaveBeenCalled();
  });

  it.each<[string, MouseEventInit, Partial<AreaLinkProps>]>([
    ['Ctrl', { ctrlKey: true }, {}],
    ['Cmd', { metaKey: true }, {}],
    ['Shift', { shiftKey: true }, {}],
    ['Alt', { altKey: true }, {}],
    ['the middle button', { button: 1 }, {}],
    ['a target', {}, { target: '_blank' }],
    ['a download', {}, { download: '' }],
  ])('a click with %s is left to the browser', (_, init, attrs) => {
    expect(clickLink(init, attrs)).toBe(true);
    expect(seam.push).not.toHaveBeenCalled();
  });
});

describe('navigateInArea', () => {
  it('leaves the page through the navigation seam for another origin', () => {
    navigateInArea('https://elsewhere.example/favorites');
    expect(navigator.assign).toHaveBeenCalledExactlyOnceWith('https://elsewhere.example/favorites');
    expect(seam.push).not.toHaveBeenCalled();
  });

  it('keeps the query and the hash of the address', () => {
    navigateInArea('/orders/search?text=milk#results');
    expect(seam.push).toHaveBeenCalledExactlyOnceWith('/orders/search?text=milk#results');
    expect($areaLocation.get()).toMatchObject({ pathname: '/orders/search', search: '?text=milk' });
  });
});
