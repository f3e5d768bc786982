import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, consentExpiry, consentLifetimeMs } from '../../shared/domain/page/cookie-consent';
import { cookieString } from '../../shared/lib/cookies';
import { on } from '../../shared/events/bus';
import cookieConsent from '../../widgets/cookie-consent/index';
import { mountWidget } from './render-widget';

describe('cookie consent rules', () => {
  it('uses cookie _cc with value 1 lasting 60 months', () => {
    expect(CONSENT_COOKIE).toEqual({ name: '_cc', value: '1', months: 60 });
    expect(consentExpiry(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2031-11-21T12:00:00.000Z');
  });

  it('writes SameSite=Lax cookies, Secure on https', () => {
    const lifetimeMs = consentLifetimeMs(new Date('2026-11-21T12:00:00Z'));
    expect(lifetimeMs).toBe(Date.UTC(2031, 10, 21, 12) - Date.UTC(2026, 10, 21, 12));
    expect(cookieString('_cc', '1', { lifetimeMs, secure: true })).toBe(
      `_cc=1; path=/; SameSite=Lax; max-age=${lifetimeMs / 1000}; Secure`,
    );
    expect(cookieString('_cc', '1', { secure: false })).toBe('_cc=1; path=/; SameSite=Lax');
  });
});

describe('cookie consent widget', () => {
  it('asks for consent, sets _cc=1 on accept, hides and tells the page', async () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const given = vi.fn();
    on('cookieConsentGiven', given);
    mountWidget(cookieConsent, { policyUrl: '/cookie-policy' });
    expect(screen.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(set).toHaveBeenCalledWith(expect.stringMatching(/^_cc=1; path=\/; SameSite=Lax; max-age=\d+$/));
    expect(document.cookie).toContain('_cc=1');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(given).toHaveBeenCalledOnce();
  });

  it('stays hidden once accepted', () => {
    document.cookie = '_cc=1; path=/';
    mountWidget(cookieConsent);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('refuses a javascript: policy link as invalid props', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mountWidget(
      cookieConsent,
      { policyUrl: 'javascript:alert(1)' },
      { editorMode: true, language: 'en' },
    );
    expect(el.dataset.islandState).toBe('error');
    // The editors' detail is a lazy chunk: it follows the neutral sentence a moment later.
    await waitFor(() => expect(el.textContent).toContain('policyUrl: expected a relative or http(s) URL'));
  });

  it('is in Danish on a Danish page', () => {
    mountWidget(cookieConsent, {}, { language: 'da' });
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeTruthy();
  });
});
