// @vitest-environment jsdom
// jsdom: the teaser is an HTML translation rendered through DOMPurify (docs/architecture.md: sanitiser tests run under jsdom).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import widget from '../../widgets/brands-home/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const mount = (props: object = {}, context: object = {}) => mountWidget(widget, props, { language: 'en', ...context });
const grid = () => screen.findByRole('list', { name: 'Brands' });
const tiles = (list: HTMLElement) =>
  [...list.children].filter((li) => li.classList.contains('wsh-brands-home__tile')) as HTMLElement[];
const teaser = (list: HTMLElement) => list.querySelector('.wsh-brands-home__teaser');
/** The side column's letter buttons (the modal has its own copy when open). */
const letter = (l: string) => screen.getAllByRole('button', { name: `Brands starting with ${l}` })[0]!;

describe('brands home', () => {
  it('loads GET brands, shows the number of labels and a tile per brand linking to its Url, with its logo', async () => {
    mount();
    const list = await grid();
    const total = db.data.brands.brands.length;
    expect(screen.getByText(`We carry ${total} labels.`)).toBeTruthy();
    expect(tiles(list)).toHaveLength(total);
    const amager = within(list).getByRole('link', { name: 'Amager Mejeri' });
    expect(amager.getAttribute('href')).toBe(`${location.origin}/brands/amager-mejeri`);
    // SPEC 3: matched by BrandId (B1100), not by the supplier's logo.
    expect(within(amager).getByRole('img', { name: 'Amager Mejeri' }).getAttribute('src')).toBe(
      '/mock-assets/logo-amager-mejeri.svg',
    );
  });

  it('shows a brand whose Url is unsafe (javascript:, //host) unlinked, and links the safe ones (issue #10, 7)', async () => {
    mount({
      brands: [
        {
          Id: '1',
          BrandId: 'B1',
          SupplierId: 'S1',
          NavigationTitle: 'Alfa',
          Url: 'javascript:alert(1)',
          SplashImageUrl: '/s.svg',
        },
        {
          Id: '2',
          BrandId: 'B2',
          SupplierId: 'S2',
          NavigationTitle: 'Anker',
          Url: '//evil.example/',
          SplashImageUrl: '/s.svg',
        },
        {
          Id: '3',
          BrandId: 'B3',
          SupplierId: 'S3',
          NavigationTitle: 'Bølgen',
          Url: '/brands/boelgen',
          SplashImageUrl: '/s.svg',
        },
      ],
    });
    const list = await grid();
    expect(tiles(list).map((li) => li.textContent)).toEqual(['Alfa', 'Anker', 'Bølgen']);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`${location.origin}/brands/boelgen`]);
  });

  it('puts the teaser (HTML translation with the count) after the first 6 tiles only while no letter is selected (SPEC 9: 6)', async () => {
    mount();
    const list = await grid();
    expect([...list.children].indexOf(teaser(list)!)).toBe(6);
    expect(teaser(list)!.querySelector('strong')?.textContent).toBe(`${db.data.brands.brands.length} labels`);
    fireEvent.click(letter('A'));
    expect(teaser(await grid())).toBeNull();
  });

  it('filters by first letter case-insensitively; the same letter again, or reset, clears it (SPEC 4 Brands filter)', async () => {
    mount({
      brands: [
        { Id: '1', BrandId: 'B1', SupplierId: 'S1', NavigationTitle: 'alfa', Url: '/a', SplashImageUrl: '/s.svg' },
        { Id: '2', BrandId: 'B2', SupplierId: 'S2', NavigationTitle: 'Anker', Url: '/b', SplashImageUrl: '/s.svg' },
        { Id: '3', BrandId: 'B3', SupplierId: 'S3', NavigationTitle: 'Bølgen', Url: '/c', SplashImageUrl: '/s.svg' },
      ],
    });
    await grid();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    fireEvent.click(letter('A'));
    expect(letter('A').getAttribute('aria-pressed')).toBe('true');
    expect(tiles(await grid()).map((li) => li.textContent)).toEqual(['alfa', 'Anker']);
    fireEvent.click(letter('A'));
    expect(tiles(await grid())).toHaveLength(3);
    fireEvent.click(letter('B'));
    expect(tiles(await grid())).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(tiles(await grid())).toHaveLength(3);
    fireEvent.click(letter('C'));
    expect(screen.getByText('No brands start with C.')).toBeTruthy();
  });

  it('accepts the brand list as a JSON string and then makes no GET brands', async () => {
    let listed = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/api/brands')) listed++;
    });
    mount({
      brands: JSON.stringify([
        { Id: 'x', BrandId: '', SupplierId: 'S2001', NavigationTitle: 'Xtra', Url: '/x', SplashImageUrl: '/s.svg' },
      ]),
    });
    const list = await grid();
    // No BrandId: the logo is matched by SupplierId.
    expect(within(list).getByRole('img', { name: 'Xtra' }).getAttribute('src')).toBe(
      '/mock-assets/logo-supplier-s2001.svg',
    );
    expect(listed).toBe(0);
  });

  it('uses the translated alphabet: Danish ends with Æ, Ø, Å', async () => {
    mount({}, { language: 'da' });
    await screen.findByRole('list', { name: 'Brands' });
    const letters = screen.getAllByRole('button', { name: /^Brands der starter med/ }).map((b) => b.textContent);
    expect(letters.slice(-3)).toEqual(['Æ', 'Ø', 'Å']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Brands der starter med Ø' })[0]!);
    expect(
      tiles(await screen.findByRole('list', { name: 'Brands' })).every((t) => t.querySelector('img[alt^="Ø"]')),
    ).toBe(true);
  });

  it('opens the Filters modal with the same filter, and the button counts the active filter', async () => {
    mount();
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Brands starting with K' }));
    expect(within(dialog).getByRole('button', { name: 'Reset filters' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show brands' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    expect(tiles(await grid())).toHaveLength(3);
  });

  it('says what to do when the brands cannot be loaded, and retries', async () => {
    server.use(http.get('*/api/brands', () => HttpResponse.json({ Message: 'down' }, { status: 500 }), { once: true }));
    mount();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded.*Check your connection/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles(screen.getByRole('list', { name: 'Brands' })).length).toBeGreaterThan(0));
  });
});
