import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import languageSwitch from '../../widgets/language-switch/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => server.events.removeAllListeners());

const CONTEXT = {
  language: 'en',
  isAuthenticated: true,
  pageId: 2201,
  currentCategoryId: 'C-12',
  currentProductId: '100333',
};
const mount = (context: object = CONTEXT) => mountWidget(languageSwitch, {}, context);

function changeCalls(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/api/globalization/changelanguage')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('language switch (SPEC 7 PUT globalization/changelanguage)', () => {
  it("offers Danish and English, each by its own name, the page's language pressed", () => {
    mount();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const da = screen.getByRole('button', { name: 'Dansk' });
    expect(da.getAttribute('aria-pressed')).toBe('false');
    expect(da.getAttribute('lang')).toBe('da');
  });

  it('sends the page context’s item, category and product with the language, then reloads the page', async () => {
    const bodies = changeCalls();
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dansk' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { CurrentItemId: '2201', CurrentCategoryId: 'C-12', CurrentProductId: '100333', LanguageName: 'da' },
    ]);
    expect(db.data.people.users.find((u) => u.Id === db.session.userId)?.Language).toBe('da');
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Changing the language…');
  });

  it("goes to the answer's RedirectUrl when it is on this site, and reloads instead of following another site", async () => {
    server.use(
      http.put('*/api/globalization/changelanguage', () => HttpResponse.json({ Model: { RedirectUrl: '/da/soeg' } })),
    );
    const first = mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dansk' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/da/soeg`));
    first.unmount();

    server.use(
      http.put('*/api/globalization/changelanguage', () =>
        HttpResponse.json({ Model: { RedirectUrl: 'https://evil.example/' } }),
      ),
    );
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dansk' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(navigator.assign).toHaveBeenCalledTimes(1);
  });

  it('says so when the language cannot be changed, and the page stays; the buttons work again', async () => {
    let failures = 1;
    server.use(
      http.put('*/api/globalization/changelanguage', () =>
        failures-- > 0 ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    mount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dansk' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The language could not be changed. Check your connection and try again.',
    );
    expect(navigator.reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dansk' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
  });

  it('the current language changes nothing; works from the keyboard; in Danish on a Danish page', async () => {
    const bodies = changeCalls();
    mount({ ...CONTEXT, language: 'da' });
    expect(screen.getByRole('group', { name: 'Sprog' })).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dansk' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    expect(bodies).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([expect.objectContaining({ LanguageName: 'en' })]);
  });
});
