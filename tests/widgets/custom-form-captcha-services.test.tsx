import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetStandInWidgets,
  installStandIn,
  standInWidgets,
  type StandInProvider,
} from '../../fixtures/captcha/stand-ins';
import customForm from '../../widgets/custom-form/index';
import { FRIENDLY_CAPTCHA_SCRIPT } from '../../widgets/custom-form/captcha/friendly-captcha';
import { HCAPTCHA_SCRIPT } from '../../widgets/custom-form/captcha/hcaptcha';
import { RECAPTCHA_SCRIPT } from '../../widgets/custom-form/captcha/recaptcha';
import { TURNSTILE_SCRIPT } from '../../widgets/custom-form/captcha/turnstile';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

// Issue #34, point 4: the custom form with each captcha service, against stand-ins of their documented
// browser APIs (fixtures/captcha/stand-ins.ts), since no provider can be reached from the tests. The
// tests see the production addresses (vitest.config.ts: __WSH_CAPTCHA_STAND_INS__ is false) and play the
// provider's part: the script the form adds is "run" by installing its stand-in.

const { server } = useMockApi();
const NONCE = 'page-nonce-4711';
const MESSAGE = 'Answer the captcha before you send the form.';

/** Each provider, its script address and what the address must ask for (explicit rendering, an onload function). */
const SERVICES: [StandInProvider, string, Record<string, string>][] = [
  ['turnstile', TURNSTILE_SCRIPT, { render: 'explicit' }],
  ['hcaptcha', HCAPTCHA_SCRIPT, { render: 'explicit', recaptchacompat: 'off', hl: 'en' }],
  ['recaptcha', RECAPTCHA_SCRIPT, { render: 'explicit', hl: 'en' }],
  ['friendly-captcha', FRIENDLY_CAPTCHA_SCRIPT, {}],
];

/**
 * The scripts the page added, held "in flight" (happy-dom loads no script files): a test runs one by
 * installing its stand-in, or fails it with an error event.
 */
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  window.__wshLoader = { nonce: NONCE, stop() {} };
  added = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes)
      if (node instanceof HTMLScriptElement && node.src) added.push(node);
      else append(node);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  for (const name of ['__wshLoader', 'turnstile', 'hcaptcha', 'grecaptcha', 'frcaptcha'])
    Reflect.deleteProperty(window, name);
  // The retry test draws a Turnstile widget too: the next Turnstile test must find its own, not that one.
  forgetStandInWidgets(window);
});

function mount(provider: string) {
  return mountWidget(
    customForm,
    {
      endpoint: '/forms/contact',
      itemId: 4711,
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'email', label: 'E-mail', type: 'email', required: true },
      ],
      submitText: 'Send message',
      captcha: { provider, siteKey: 'demo-site-key', errorMessage: MESSAGE },
    },
    { language: 'en', pageId: 1042 },
  );
}

const providerScripts = (address: string) => added.filter((s) => s.src.split('?')[0] === address);

/** The provider's script arrives and runs: its stand-in defines the API and says it is ready. */
async function runScript(provider: StandInProvider, address: string): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const [found] = providerScripts(address);
    expect(found).toBeTruthy();
    return found!;
  });
  act(() => {
    installStandIn(provider, window, script.src);
    // A module script calls no onload function; it is ready once it has run.
    if (script.type === 'module') script.dispatchEvent(new Event('load'));
  });
  return script;
}

function sentCaptchas(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/forms/contact')) seen.push(request.headers.get('X-Captcha-Response'));
  });
  return seen;
}

const verify = () => screen.findByRole('button', { name: /^Verify you are human \(/ });
const send = () => screen.getByRole('button', { name: /Send message|Sending/ });

describe('custom form with a captcha service (issue #34 point 4; SPEC 5, 7, 8)', () => {
  for (const [provider, address, asks] of SERVICES)
    it(`${provider}: its script under the page's nonce, the token in the header, a 400 resets the widget`, async () => {
      const sent = sentCaptchas();
      mount(provider);
      const user = userEvent.setup();
      const script = await runScript(provider, address);
      expect(script.nonce).toBe(NONCE);
      const query = new URL(script.src).searchParams;
      for (const [key, value] of Object.entries(asks)) expect(query.get(key)).toBe(value);
      if (provider === 'friendly-captcha') expect(script.type).toBe('module');
      else expect(query.get('onload')).toMatch(/^wshCaptchaReady_/);

      // SPEC 5: no response, no submit; the widget's group is marked and focused.
      await user.type(screen.getByRole('textbox', { name: 'Name *' }), 'Mette Jensen');
      await user.type(screen.getByRole('textbox', { name: 'E-mail *' }), 'taken@example.com');
      await user.click(await verify());
      const [widget] = standInWidgets(window).filter((w) => w.provider === provider);
      expect(widget?.siteKey).toBe('demo-site-key');
      act(() => widget!.expire()); // an expired token is no response
      await user.click(send());
      const group = screen.getByRole('group', { name: 'Captcha' });
      expect(group.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(MESSAGE)).toBeTruthy();
      expect(document.activeElement).toBe(group);
      expect(sent).toEqual([]);

      // SPEC 7: the token goes in the captcha-response header; SPEC 8: a 400 resets the widget.
      await user.click(await verify());
      await user.click(send());
      await screen.findByText('taken@example.com has already signed up. Use another e-mail address.');
      expect(sent).toEqual([expect.stringMatching(new RegExp(`^stand-in:${provider}:demo-site-key:\\d+$`))]);
      expect(widget!.resets).toBe(1);
      expect((await verify()).getAttribute('aria-pressed')).toBe('false');

      // Answered again, with another address: sent with the new token.
      await user.clear(screen.getByRole('textbox', { name: 'E-mail *' }));
      await user.type(screen.getByRole('textbox', { name: 'E-mail *' }), 'mette@kantinen.dk');
      await user.click(await verify());
      await user.click(send());
      expect((await screen.findByRole('status')).textContent).toBe('Thank you, your message has been sent.');
      expect(sent).toHaveLength(2);
      expect(sent[1]).not.toBe(sent[0]);
      // One script per page, and the form that left took its widget with it.
      expect(providerScripts(address)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /stand-in/ })).toBeNull();
    });

  it('a script that cannot be loaded says so, with a retry that asks for it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount('turnstile');
    const user = userEvent.setup();
    const failed = await waitFor(() => {
      const [found] = providerScripts(TURNSTILE_SCRIPT);
      expect(found).toBeTruthy();
      return found!;
    });
    act(() => {
      failed.dispatchEvent(new Event('error'));
    });
    const alert = (await screen.findByText(/^The captcha could not be loaded/)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Load the captcha again' }));
    await waitFor(() => expect(providerScripts(TURNSTILE_SCRIPT)).toHaveLength(2));
    act(() => installStandIn('turnstile', window, added.at(-1)!.src));
    expect(await verify()).toBeTruthy();
    expect(screen.queryByText(/^The captcha could not be loaded/)).toBeNull();
  });

  it('the demo provider loads no script', async () => {
    mount('demo');
    expect(await screen.findByRole('checkbox', { name: 'I am not a robot' })).toBeTruthy();
    expect(added).toEqual([]);
  });
});
