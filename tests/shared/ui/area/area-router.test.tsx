import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollStorageKey } from '../../../../shared/domain/page/scroll';
import { setHistory } from '../../../../shared/lib/history';
import { $pageContext, reloadPageContext } from '../../../../shared/context/page-context';
import { useAreaNavigation, useAreaScreenReady } from '../../../../shared/ui/area/area-context';
import { AreaLink } from '../../../../shared/ui/area/area-link';
import { navigateInArea } from '../../../../shared/ui/area/area-location';
import { AreaRouter, type AreaScreenProps, type AreaScreens } from '../../../../shared/ui/area/area-router';

type Props<S extends 'lists' | 'details' | 'detailsEdit' | 'generated'> = AreaScreenProps<'Favorites', S>;

function Lists({ href }: Props<'lists'>) {
  return (
    <section>
      <h2>Your lists</h2>
      <AreaLink href={href({ screen: 'details', params: { id: 'F1001' } })}>Weekly order</AreaLink>
      <AreaLink href={href({ screen: 'generated', params: { generatedType: 'salesstatistics' } })}>
        Bought lately
      </AreaLink>
      <AreaLink href="/favorites/generated">Old generated link</AreaLink>
    </section>
  );
}

function Details({ params, navigate }: Props<'details'>) {
  return (
    <section>
      <h2>List {params.id}</h2>
      <button type="button" onClick={() => navigate({ screen: 'lists' }, { replace: true })}>
        Cannot load
      </button>
      <EditLink id={params.id} />
    </section>
  );
}

/** A part of a screen the screen props do not reach: it uses the router's context. */
function EditLink({ id }: { id: string }) {
  const { href } = useAreaNavigation<'Favorites'>();
  return <AreaLink href={href({ screen: 'detailsEdit', params: { id } })}>Edit</AreaLink>;
}

/** A screen that wants focus on its own field, not its heading. */
function DetailsEdit({ params }: Props<'detailsEdit'>) {
  return (
    <section>
      <h2>Edit {params.id}</h2>
      <label>
        Name <input data-area-focus defaultValue={params.id} />
      </label>
    </section>
  );
}

/** A screen that loads its data first, as the generated lists will: ready once "loaded". */
function Generated({ params }: Props<'generated'>) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  useAreaScreenReady(loaded);
  return loaded ? (
    <section>
      <h2>Generated {params.generatedType}</h2>
    </section>
  ) : (
    <p>Loading...</p>
  );
}

const SCREENS: AreaScreens<'Favorites'> = {
  lists: Lists,
  details: Details,
  detailsEdit: DetailsEdit,
  generated: Generated,
};

function page(address: string, context: object = {}) {
  history.replaceState(null, '', address);
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({
    language: 'en',
    pageType: 'FavoritesPage',
    area: 'Favorites',
    ...context,
  })}</script>`;
  reloadPageContext();
}

const click = (name: string, init?: MouseEventInit) =>
  act(() => {
    fireEvent.click(screen.getByRole('link', { name }), init);
  });
const back = () => act(() => history.back());
const forward = () => act(() => history.forward());
const heading = () => screen.getByRole('heading').textContent;
const pageType = () => $pageContext.get().pageType;

beforeEach(() => {
  window.scrollTo(0, 0);
});
afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('area router: the address chooses the screen (SPEC 2)', () => {
  it('renders the screen of the address under the base path with its parameters', () => {
    page('/favorites/details/F1001');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(heading()).toBe('List F1001');
  });

  it('passes the search screen every query key, empty when absent', () => {
    page('/orders/search?text=milk&lang=en', { area: 'OrderOverview' });
    const seen: unknown[] = [];
    const orders = () => <h2>Orders</h2>;
    const search = ({ query }: AreaScreenProps<'OrderOverview', 'search'>) => {
      seen.push(query);
      return <h2>Search</h2>;
    };
    render(<AreaRouter area="OrderOverview" screens={{ orders, search, details: orders }} />);
    expect(seen.at(-1)).toEqual({ text: 'milk', numberOfDays: '', sortBy: '' });
  });

  it('uses the basePath prop before the page context areaBasePath, and that before the address', () => {
    page('/shop/favorites/details/F7', { areaBasePath: '/shop' });
    const { unmount } = render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(heading()).toBe('Page not found'); // favorites/details/F7 is no route under /shop
    unmount();
    render(<AreaRouter area="Favorites" basePath="/shop/favorites/" screens={SCREENS} />);
    expect(heading()).toBe('List F7');
  });
});

describe('area router: client-side navigation is a history entry (SPEC 2)', () => {
  it('a click on an AreaLink adds a history entry and shows the screen, without loading a page', () => {
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    const entries = history.length;
    click('Weekly order');
    expect(location.pathname).toBe('/favorites/details/F1001');
    expect(history.length).toBe(entries + 1);
    expect(heading()).toBe('List F1001');
  });

  it('goes through the history seam: one push per navigation, none for a modified click', () => {
    page('/favorites');
    const seam = { push: vi.fn(), replace: vi.fn() };
    const restore = setHistory(seam);
    try {
      render(<AreaRouter area="Favorites" screens={SCREENS} />);
      // A new tab is the browser's (happy-dom would open it: the document stops it once the router let it pass).
      const stop = (event: Event) => event.preventDefault();
      document.addEventListener('click', stop);
      click('Weekly order', { ctrlKey: true });
      document.removeEventListener('click', stop);
      expect(seam.push).not.toHaveBeenCalled();
      click('Weekly order');
      expect(seam.push).toHaveBeenCalledExactlyOnceWith('/favorites/details/F1001');
      expect(seam.replace).not.toHaveBeenCalled();
      expect(heading()).toBe('List F1001');
    } finally {
      restore();
    }
  });

  it('Back and Forward (popstate) show the screen of each entry with the same query', () => {
    page('/orders/search?text=milk&sortBy=date', { area: 'OrderOverview', pageType: 'OrdersPage' });
    const orders = () => <h2>Orders</h2>;
    const details = ({ params }: AreaScreenProps<'OrderOverview', 'details'>) => <h2>Order {params.id}</h2>;
    const search = ({ query, href }: AreaScreenProps<'OrderOverview', 'search'>) => (
      <section>
        <h2>
          Search {query.text} by {query.sortBy}
        </h2>
        <AreaLink href={href({ screen: 'details', params: { id: 'SO-1' } })}>First order</AreaLink>
      </section>
    );
    render(<AreaRouter area="OrderOverview" screens={{ orders, search, details }} />);
    click('First order');
    expect(heading()).toBe('Order SO-1');
    back();
    expect(location.search).toBe('?text=milk&sortBy=date');
    expect(heading()).toBe('Search milk by date');
    forward();
    expect(heading()).toBe('Order SO-1');
  });

  it('a reload shows the same screen with the same query: the address is all it reads', () => {
    page('/orders/search?text=milk', { area: 'OrderOverview' });
    const search = ({ query }: AreaScreenProps<'OrderOverview', 'search'>) => <h2>Search {query.text}</h2>;
    const orders = () => <h2>Orders</h2>;
    render(<AreaRouter area="OrderOverview" screens={{ orders, search, details: orders }} />);
    expect(heading()).toBe('Search milk');
  });

  it('navigate with replace rewrites the current entry (a list that cannot load goes to the overview)', () => {
    page('/favorites/details/F404');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    const entries = history.length;
    act(() => screen.getByRole('button', { name: 'Cannot load' }).click());
    expect(location.pathname).toBe('/favorites');
    expect(history.length).toBe(entries);
    expect(heading()).toBe('Your lists');
  });

  it('a link to the address shown adds no second entry', () => {
    page('/favorites/details/F1001');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    const entries = history.length;
    act(() => navigateInArea('/favorites/details/F1001'));
    expect(history.length).toBe(entries);
  });
});

describe('area router: redirects replace the location (SPEC 2: /generated -> /generated/salesstatistics)', () => {
  it('the old path generated is replaced by generated/salesstatistics on arrival, query kept, no entry added', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page('/favorites/generated?lang=en');
    const entries = history.length;
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(location.pathname + location.search).toBe('/favorites/generated/salesstatistics?lang=en');
    expect(history.length).toBe(entries);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(heading()).toBe('Generated salesstatistics');
    expect(pageType()).toBe('FavoritesPageSalesStatistics');
  });

  it('a link to the old path replaces its own new entry, so Back returns to the page before', () => {
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    const entries = history.length;
    click('Old generated link');
    expect(location.pathname).toBe('/favorites/generated/salesstatistics');
    expect(history.length).toBe(entries + 1);
    back();
    expect(heading()).toBe('Your lists');
  });
});

describe('area router: not found (never a blank island)', () => {
  it.each([
    ['/favorites/unknown', { areaBasePath: '/favorites' }],
    ['/favorites/details', {}],
    ['/favorites/generated/other', {}],
    ['/elsewhere', { areaBasePath: '/favorites' }],
  ])('%s shows the not-found state with a link to the area start', (address, context) => {
    page(address, context);
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(heading()).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to your favourite lists' }).getAttribute('href')).toBe('/favorites');
    expect(pageType()).toBe('FavoritesPage');
  });

  it('the link goes to the start as a history entry', () => {
    page('/favorites/details');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    click('Go to your favourite lists');
    expect(heading()).toBe('Your lists');
    expect(location.pathname).toBe('/favorites');
  });

  it('speaks Danish on a Danish page', () => {
    page('/ordrer/details', { language: 'da', area: 'OrderOverview' });
    const orders = () => <h2>Ordrer</h2>;
    render(<AreaRouter area="OrderOverview" screens={{ orders, search: orders, details: orders }} />);
    expect(heading()).toBe('Siden findes ikke');
    expect(screen.getByRole('link', { name: 'Gå til ordreoversigten' }).getAttribute('href')).toBe('/ordrer');
  });
});

describe('area router: page-type suffixes (SPEC 2: campaigns are fetched for the screen)', () => {
  it('sets the page type plus each screen suffix, from the page type at mount, and puts it back on unmount', () => {
    page('/favorites');
    const { unmount } = render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(pageType()).toBe('FavoritesPageLists');
    click('Weekly order');
    expect(pageType()).toBe('FavoritesPageDetails');
    click('Edit');
    expect(pageType()).toBe('FavoritesPageDetailsEdit');
    back();
    back();
    expect(pageType()).toBe('FavoritesPageLists');
    unmount();
    expect(pageType()).toBe('FavoritesPage');
  });
});

describe('area router: focus after a client-side navigation', () => {
  it('leaves focus alone when the page loads, then moves it to the new screen heading', () => {
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    expect(document.activeElement).toBe(document.body);
    click('Weekly order');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'List F1001' }));
    back();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your lists' }));
  });

  it('focuses what the screen marks data-area-focus instead of its heading', () => {
    page('/favorites/details/F1001');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    click('Edit');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('focuses a screen that loads once it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    click('Bought lately');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Generated salesstatistics' }));
  });

  it('falls back to the island when the new screen has no heading', () => {
    page('/orders', { area: 'OrderOverview' });
    const orders = ({ href }: AreaScreenProps<'OrderOverview', 'orders'>) => (
      <AreaLink href={href({ screen: 'details', params: { id: '1' } })}>Order 1</AreaLink>
    );
    const details = () => <p>Details without a heading</p>;
    const { container } = render(<AreaRouter area="OrderOverview" screens={{ orders, search: orders, details }} />);
    click('Order 1');
    expect(document.activeElement).toBe(container.querySelector('.wsh-area'));
  });

  it('a new query on the same screen keeps focus where it is (a search field)', () => {
    page('/orders/search', { area: 'OrderOverview' });
    const orders = () => <h2>Orders</h2>;
    const search = ({ query, navigate }: AreaScreenProps<'OrderOverview', 'search'>) => (
      <section>
        <h2>Search {query.text}</h2>
        <input aria-label="Term" onChange={(e) => navigate({ screen: 'search', query: { text: e.target.value } })} />
      </section>
    );
    render(<AreaRouter area="OrderOverview" screens={{ orders, search, details: orders }} />);
    const field = screen.getByRole('textbox', { name: 'Term' });
    field.focus();
    act(() => {
      fireEvent.change(field, { target: { value: 'milk' } });
    });
    expect(location.search).toBe('?text=milk');
    expect(heading()).toBe('Search milk');
    expect(document.activeElement).toBe(field);
  });
});

describe('area router: scroll (restored on Back, as on the search page)', () => {
  const scrollPage = (y: number) => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  };

  it('a new screen starts at the top; Back returns to where the list was left', () => {
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    scrollPage(600);
    click('Weekly order');
    expect(window.scrollY).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(scrollStorageKey('area:Favorites', '/favorites', ''))!)).toMatchObject({
      y: 600,
    });
    back();
    expect(heading()).toBe('Your lists');
    expect(window.scrollY).toBe(600);
  });

  it('saves a position still waiting in the 150 ms throttle under the address it was scrolled at', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    page('/favorites');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    scrollPage(100);
    vi.advanceTimersByTime(50);
    scrollPage(700); // waits in the throttle
    click('Weekly order');
    const saved = (path: string) => JSON.parse(sessionStorage.getItem(scrollStorageKey('area:Favorites', path, ''))!);
    expect(saved('/favorites').y).toBe(700);
    vi.advanceTimersByTime(200);
    expect(saved('/favorites').y).toBe(700);
  });

  it('restores the position of a screen that loads only once it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page('/favorites/generated/salesstatistics');
    render(<AreaRouter area="Favorites" screens={SCREENS} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    scrollPage(900);
    act(() => navigateInArea('/favorites/details/F1001'));
    expect(window.scrollY).toBe(0);
    back();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(window.scrollY).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(heading()).toBe('Generated salesstatistics');
    expect(window.scrollY).toBe(900);
  });
});
