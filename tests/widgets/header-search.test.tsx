import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { catalogApi } from '../../shared/api/catalog-api';
import { ApiAbortError } from '../../shared/api/http/errors';
import { TIMING } from '../../shared/lib/timing';
import { on } from '../../shared/events/bus';
import { $pageContext } from '../../shared/context/page-context';
import headerSearch from '../../widgets/header-search/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { db } = useMockApi();
const { assign: go } = useFakeNavigator();
const START = `${location.origin}/content/page.html?campaign=7`;
const START_TITLE = 'Catering — Shop';

let suggest: MockInstance<typeof catalogApi.suggest>;

beforeEach(() => {
  history.replaceState(null, '', START);
  document.title = START_TITLE;
  suggest = vi.spyOn(catalogApi, 'suggest');
  // fireEvent below: user-event waits on timers, which are fake here.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function mount(props: object = {}, context: object = { language: 'en' }) {
  const { el } = mountWidget(headerSearch, props, context);
  document.title = START_TITLE; // mountWidget rewrites <head>
  return el;
}
const field = () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const key = (k: string, target: Element = field()) => fireEvent.keyDown(target, { key: k });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the pause pass and the mock answer arrive. */
async function answer() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TIMING.typeaheadDelay);
    await Promise.allSettled(suggest.mock.results.map((r) => r.value));
  });
}
const status = () => screen.getByRole('status').textContent;

describe('header search: typeahead (SPEC 5: a non-empty term and a 900 ms pause)', () => {
  it('opens the overlay at once with "Searching…", and asks for suggestions only after 900 ms', async () => {
    mount();
    type('fløde');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(status()).toBe('Searching…');
    wait(899);
    expect(suggest).not.toHaveBeenCalled();
    wait(1);
    expect(suggest).toHaveBeenCalledOnce();
    expect(suggest).toHaveBeenCalledWith('fløde', expect.any(AbortSignal));
    await answer();
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]!.textContent).toMatch(/fløde/i);
    expect(status()).toMatch(/^\d+ products found\. Use the arrow keys/);
  });

  it('waits for a pause: each keystroke starts the 900 ms again, and only the last term is asked for', () => {
    mount();
    type('m');
    wait(500);
    type('mæ');
    wait(500);
    type('mæl');
    wait(899);
    expect(suggest).not.toHaveBeenCalled();
    wait(1);
    expect(suggest.mock.calls.map(([term]) => term)).toEqual(['mæl']);
  });

  it('never asks for an empty or whitespace-only term, and does not open for one', () => {
    mount();
    type('   ');
    wait(5000);
    expect(suggest).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for the trimmed term, and trailing spaces do not start a new request', () => {
    mount();
    type(' mælk');
    wait(900);
    type(' mælk  ');
    wait(900);
    expect(suggest.mock.calls.map(([term]) => term)).toEqual(['mælk']);
  });

  it('cancels the earlier suggest request in flight when a newer term is asked for', async () => {
    mount();
    type('mælk');
    wait(900);
    type('fløde');
    wait(900);
    expect(suggest).toHaveBeenCalledTimes(2);
    await expect(suggest.mock.results[0]!.value).rejects.toBeInstanceOf(ApiAbortError);
    await answer();
    expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/fløde/i);
  });

  it('closing the overlay drops the pause, and aborts the suggest request in flight', async () => {
    mount();
    type('mælk');
    wait(500);
    type('');
    wait(5000);
    expect(suggest).not.toHaveBeenCalled();
    type('fløde');
    wait(900);
    expect(suggest).toHaveBeenCalledOnce();
    type('');
    await expect(suggest.mock.results[0]!.value).rejects.toBeInstanceOf(ApiAbortError);
  });

  it('says so when nothing matches', async () => {
    mount();
    type('xyzzy');
    await answer();
    expect(status()).toBe('No products match “xyzzy”. Check the spelling or try a shorter word.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says what to do when suggestions cannot be loaded', async () => {
    db.setScenario('error-500');
    mount();
    type('mælk');
    await answer();
    expect(status()).toBe('Suggestions could not be loaded. Press Enter to search all products.');
  });
});

describe('header search: the overlay and the address (SPEC 4)', () => {
  it('puts ?q=<term> in the address and the term in the title while open, at most once per 1000 ms', () => {
    mount();
    const historyLength = history.length;
    type('m');
    expect(location.href).toBe(`${location.origin}/content/page.html?campaign=7&q=m`);
    expect(document.title).toBe('Search: m – Catering — Shop');
    wait(400);
    type('mæ');
    wait(400);
    type('mæl');
    expect(new URLSearchParams(location.search).get('q')).toBe('m');
    wait(199);
    expect(new URLSearchParams(location.search).get('q')).toBe('m');
    wait(1);
    expect(new URLSearchParams(location.search).get('q')).toBe('mæl');
    expect(document.title).toBe('Search: mæl – Catering — Shop');
    expect(history.length, 'replaceState: no history entry per letter').toBe(historyLength);
  });

  it('closes when the field is emptied and restores the earlier address and title', () => {
    const events: boolean[] = [];
    on('searchOverlay', ({ open }) => events.push(open));
    mount();
    const historyLength = history.length;
    type('mælk');
    wait(1000);
    type('mælk ost');
    type('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(status()).toBe('');
    expect(location.href).toBe(START);
    expect(document.title).toBe(START_TITLE);
    expect(history.length).toBe(historyLength);
    // A pending throttled update must not bring the term back.
    wait(2000);
    expect(location.href).toBe(START);
    expect(events).toEqual([true, false]);
  });

  it('S4-46: the page context stays the earlier one while the overlay is open, so emptying it leaves that one', () => {
    mount();
    const earlier = $pageContext.get();
    type('mælk');
    wait(1000);
    expect($pageContext.get()).toBe(earlier);
    type('');
    expect($pageContext.get()).toBe(earlier);
    expect(location.href).toBe(START);
  });

  it('announces searchOverlay open once per opening, not per keystroke', () => {
    const events: boolean[] = [];
    on('searchOverlay', ({ open }) => events.push(open));
    mount();
    type('a');
    type('ab');
    type('abc');
    expect(events).toEqual([true]);
  });

  it('closes with Escape, keeps the term, returns focus to the field and restores the address', () => {
    mount();
    field().focus();
    type('mælk');
    key('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('mælk');
    expect(document.activeElement).toBe(field());
    expect(location.href).toBe(START);
    key('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes when focus leaves the widget, and stays open while it moves inside it', () => {
    mount();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    field().focus();
    type('mælk');
    const searchButton = screen.getByRole('button', { name: 'Search' });
    fireEvent.blur(field(), { relatedTarget: searchButton });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(searchButton, { relatedTarget: elsewhere });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(location.href).toBe(START);
  });
});

describe('header search: keyboard (SPEC 2)', () => {
  it('F8 anywhere on the page focuses the field', () => {
    mount();
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    const event = new KeyboardEvent('keydown', { key: 'F8', bubbles: true, cancelable: true });
    act(() => {
      other.dispatchEvent(event);
    });
    expect(document.activeElement).toBe(field());
    expect(event.defaultPrevented).toBe(true);
  });

  it('arrow keys move through the suggestions with aria-activedescendant, wrapping around', async () => {
    mount();
    type('fløde');
    await answer();
    const options = screen.getAllByRole('option');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    key('ArrowUp');
    key('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id);
  });

  it('Enter on a suggestion opens its product page, after putting the earlier address back', async () => {
    mount({ productUrlPattern: '/p/{id}/details' });
    type('fløde');
    await answer();
    const id = (await catalogApi.suggest('fløde')).Suggestions[0]!.ProductId;
    key('ArrowDown');
    key('Enter');
    expect(go).toHaveBeenCalledWith(`${location.origin}/p/${id}/details`);
    expect(location.href).toBe(START);
  });

  it('a click on a suggestion opens its product page (default pattern)', async () => {
    mount();
    type('fløde');
    await answer();
    const option = screen.getAllByRole('option')[1]!;
    fireEvent.click(option);
    expect(go.mock.calls[0]![0]).toMatch(new RegExp(`^${location.origin}/product\\.html\\?id=\\d+$`));
  });

  it('Enter without a chosen suggestion goes to the search page with ?q=', () => {
    mount();
    type('  mini mælk ');
    fireEvent.submit(field().form!);
    expect(go).toHaveBeenCalledWith(`${location.origin}/content/search.html?q=mini+m%C3%A6lk`);
    expect(location.href).toBe(START);
  });

  it('the search button and the "show all" link lead to the configured search page', async () => {
    mount({ searchPageUrl: '/soeg?view=list' });
    type('fløde');
    await answer();
    const all = screen.getByRole('link', { name: /^Show all \d+ results for “fløde”$/ });
    expect(all.getAttribute('href')).toBe(`${location.origin}/soeg?view=list&q=fl%C3%B8de`);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(go).toHaveBeenCalledWith(`${location.origin}/soeg?view=list&q=fl%C3%B8de`);
  });

  it('an empty field goes nowhere', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(go).not.toHaveBeenCalled();
  });
});

describe('header search: page and language', () => {
  it('is a search landmark with an F8 hint', () => {
    mount();
    expect(screen.getByRole('search', { name: 'Search products' })).toBeTruthy();
    expect(field().getAttribute('aria-keyshortcuts')).toBe('F8');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field().getAttribute('aria-describedby')!)!.textContent).toMatch(/F8/);
  });

  it('starts with the term on the search page itself', () => {
    history.replaceState(null, '', `${location.origin}/content/search.html?q=ost`);
    mount();
    expect(field().value).toBe('ost');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks Danish on a Danish page', async () => {
    mount({}, { language: 'da' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Søg efter varer' }), { target: { value: 'fløde' } });
    expect(status()).toBe('Søger…');
    await answer();
    expect(screen.getByRole('listbox', { name: 'Søgeforslag' })).toBeTruthy();
    expect(status()).toMatch(/varer fundet/);
  });
});
