import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCustomForm } from '../../shared/api/custom-form-api';
import { on } from '../../shared/events/bus';
import customForm from '../../widgets/custom-form/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const CAPTCHA_MESSAGE = 'Tick "I am not a robot" before you send the form.';
const props = {
  endpoint: '/forms/contact',
  itemId: 4711,
  validationGroup: 'contact-form',
  heading: 'Write to us',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      options: ['Delivery', { value: 'other', label: 'Something else' }],
    },
    { name: 'terms', label: 'I accept', type: 'checkbox', required: true },
  ],
  submitText: 'Send message',
  successText: 'Thank you. We answer within a day.',
  captcha: { provider: 'demo', siteKey: 'demo-site-key', errorMessage: CAPTCHA_MESSAGE },
};

interface Sent {
  url: URL;
  headers: Headers;
  body: unknown;
}

function formCalls(): Sent[] {
  const seen: Sent[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/forms/')) return;
    const entry: Sent = { url: new URL(request.url), headers: request.headers, body: undefined };
    seen.push(entry);
    void request
      .clone()
      .json()
      .then((body: unknown) => (entry.body = body));
  });
  return seen;
}

function mount(overrides: object = {}, context: object = {}) {
  return mountWidget(customForm, { ...props, ...overrides }, { language: 'en', pageId: 1042, ...context });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: /Send message|Sending/ });
const robot = () => screen.getByRole('checkbox', { name: 'I am not a robot' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'mette@kantinen.dk') {
  await user.type(field('Name *'), 'Mette Jensen');
  await user.type(field('E-mail *'), email);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'other');
  await user.click(screen.getByRole('checkbox', { name: 'I accept *' }));
}

describe('custom form (issue 18; SPEC 5 captcha form, SPEC 7 Other, SPEC 8 custom form 400)', () => {
  it("draws the declared fields with labels and the heading as the form's name", () => {
    mount();
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeTruthy();
    expect(field('Name *').getAttribute('type')).toBe('text');
    expect(field('E-mail *').getAttribute('type')).toBe('email');
    expect(
      [...screen.getByRole('combobox', { name: 'Topic' }).querySelectorAll('option')].map((o) => [
        o.value,
        o.textContent,
      ]),
    ).toEqual([
      ['', 'Choose…'],
      ['Delivery', 'Delivery'],
      ['other', 'Something else'],
    ]);
    expect(robot()).toBeTruthy();
  });

  it('required fields and the e-mail format are named inline, the first problem focused; nothing is sent', async () => {
    const calls = formCalls();
    mount();
    const user = userEvent.setup();
    await user.click(send());
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(2); // name and e-mail
    expect(screen.getByText('Tick this box to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name *'));
    await user.type(field('Name *'), 'Mette');
    await user.type(field('E-mail *'), 'mette@kantinen');
    await user.click(send());
    expect(screen.getByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(field('E-mail *').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail *'));
    expect(calls).toEqual([]);
  });

  it('SPEC 5: with a captcha and no response, the configured message shows and nothing is sent', async () => {
    const calls = formCalls();
    mount();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(send());
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
    expect(robot().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(robot());
    expect(calls).toEqual([]);
  });

  it('SPEC 7: POSTs to the endpoint with itemId and pageId, the validation-group and captcha headers; success replaces the form, focused', async () => {
    const calls = formCalls();
    mount();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(robot());
    await user.click(send());
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Thank you. We answer within a day.');
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url.pathname).toBe('/forms/contact');
    expect(call!.url.searchParams.get('itemId')).toBe('4711');
    expect(call!.url.searchParams.get('pageId')).toBe('1042');
    expect(call!.headers.get('X-Validation-Group')).toBe('contact-form');
    expect(call!.headers.get('X-Captcha-Response')).toBe('demo-pass:demo-site-key');
    await waitFor(() =>
      expect(call!.body).toEqual({ name: 'Mette Jensen', email: 'mette@kantinen.dk', topic: 'other', terms: true }),
    );
  });

  it('SPEC 8: a 400 shows the server Message and resets the captcha (a new response is needed); no exception notice', async () => {
    const exceptions: unknown[] = [];
    const off = on('exception', (e) => exceptions.push(e));
    const calls = formCalls();
    mount();
    const user = userEvent.setup();
    await fillIn(user, 'taken@example.com');
    await user.click(robot());
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'taken@example.com has already signed up. Use another e-mail address.',
    );
    expect(robot()).toHaveProperty('checked', false);
    expect(field('E-mail *')).toHaveProperty('value', 'taken@example.com');
    // The reset captcha must be answered again before the next submit.
    await user.clear(field('E-mail *'));
    await user.type(field('E-mail *'), 'mette@kantinen.dk');
    await user.click(send());
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(1);
    await user.click(robot());
    await user.click(send());
    expect((await screen.findByRole('status')).textContent).toBe('Thank you. We answer within a day.');
    expect(calls).toHaveLength(2);
    expect(exceptions).toEqual([]);
    off();
  });

  it('without a captcha no captcha header is sent; a failure without Message asks to try again, the values kept', async () => {
    const calls = formCalls();
    server.use(http.post('*/forms/contact', () => HttpResponse.json({}, { status: 500 })));
    mount({ captcha: undefined, successText: undefined });
    const user = userEvent.setup();
    expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).toBeNull();
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByText('The form could not be sent. Please try again.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(calls[0]!.headers.has('X-Captcha-Response')).toBe(false);
    expect(field('Name *')).toHaveProperty('value', 'Mette Jensen');
    server.resetHandlers();
    server.use(http.post('*/forms/contact', () => HttpResponse.json({ Model: null })));
    await user.click(send());
    expect((await screen.findByRole('status')).textContent).toBe('Thank you, your message has been sent.');
  });

  it('an endpoint on another site is refused when the props are read, for the editor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ endpoint: 'https://evil.example/collect' }, { editorMode: true });
    await waitFor(() => expect(el.textContent).toContain('endpoint: expected a same-origin URL'));
  });

  it('sendCustomForm refuses an address on another site without a request (the props check, once more)', async () => {
    const calls = formCalls();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    mount();
    const group = 'contact-form' as Parameters<typeof sendCustomForm>[0]['validationGroup'];
    await expect(
      sendCustomForm({
        endpoint: 'https://evil.example/forms/contact',
        itemId: '1',
        pageId: 1,
        validationGroup: group,
        values: {},
      }),
    ).rejects.toThrow('refused: the address is not on this site');
    expect(calls).toEqual([]);
    expect(seen).toEqual([]);
  });

  it.each(['/api/forms/contact', '/API/auth/updatepassword', '/forms/../api/checkout/weborder'])(
    'an endpoint %j under the API base path is an inline editor error, and nothing is sent (issue #32)',
    async (endpoint) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const seen: string[] = [];
      server.events.on('request:start', ({ request }) => seen.push(request.url));
      const { el } = mount({ endpoint }, { editorMode: true });
      await waitFor(() =>
        expect(el.textContent).toContain('endpoint: expected an address outside the API base path "/api/"'),
      );
      expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
      expect(seen).toEqual([]);
    },
  );

  it('sendCustomForm refuses an address under the API base path without a request (the props check, once more)', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    mount();
    const group = 'contact-form' as Parameters<typeof sendCustomForm>[0]['validationGroup'];
    await expect(
      sendCustomForm({ endpoint: '/api/auth/logout', itemId: '1', pageId: 1, validationGroup: group, values: {} }),
    ).rejects.toThrow('refused: the address is under the API base path');
    expect(seen).toEqual([]);
  });

  it('malformed fields, captcha and group are named for the editor, every problem at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount(
      {
        validationGroup: 'contact form',
        fields: [{ name: 'email', label: 'E-mail', type: 'date' }],
        captcha: { provider: 'recaptcha-v3', siteKey: 'k', errorMessage: 'Answer it' },
      },
      { editorMode: true },
    );
    await waitFor(() => expect(el.textContent).toContain('fields: fields[0].type: expected one of "text"'));
    expect(el.textContent).toContain('validationGroup: expected a group name');
    expect(el.textContent).toContain(
      'captcha: provider: expected one of "demo", "turnstile", "hcaptcha", "recaptcha", "friendly-captcha", got "recaptcha-v3"',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("speaks Danish on a Danish page (the editor's own texts stay as written)", async () => {
    mount({ submitText: undefined }, { language: 'da' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Udfyld dette felt.')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Jeg er ikke en robot' })).toBeTruthy();
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
  });
});
