import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { captchaField, endpointField, formFieldsField, itemIdField, validationGroupField } from './prop-fields';

export const meta = widgetMeta({
  name: 'custom-form',
  summary:
    "A form the editor declares field by field (text, e-mail, phone, text area, checkbox, select), sent to an endpoint on this site with the item and page ids, its validation group and, with a captcha, the captcha response. A refused submit shows the server's message and resets the captcha; success replaces the form with the success text.",
  props: {
    endpoint: endpointField({
      description:
        'Where the form is posted: an address on this site outside the API base path (the page context\'s apiBasePath), e.g. "/forms/contact".',
    }),
    itemId: itemIdField({ description: 'The CMS item id of this form, sent as the itemId query parameter.' }),
    validationGroup: validationGroupField({
      description: "Sent in the validation-group header; the server names its 400 answers' Message for it.",
      default: 'custom-form',
    }),
    fields: formFieldsField({
      description:
        'The fields in order: { "name", "label", "type": "text" | "email" | "tel" | "textarea" | "checkbox" | "select", "required"?: boolean, "options"?: a select\'s choices, texts or { "value", "label" } }.',
    }),
    heading: f.optionalString({ description: "Heading above the form; also the form's name for screen readers." }),
    submitText: f.optionalString({ description: 'Text of the submit button; default the translated "Send".' }),
    successText: f.optionalString({
      description:
        'Shown in place of the form once it is sent; default the translated "Thank you, your message has been sent."',
    }),
    captcha: captchaField({
      description:
        'A captcha the visitor must answer before sending: { "provider", "siteKey", "errorMessage" }. provider: "turnstile" (Cloudflare Turnstile), "hcaptcha", "recaptcha" (Google reCAPTCHA v2) or "friendly-captcha" (Friendly Captcha v2), whose script loads when the form is shown and whose origins the page\'s CSP must allow (docs/cms-editors.md, Captcha providers), or "demo" (QA\'s stand-in); siteKey: the service\'s public site key; errorMessage: shown when it is not answered.',
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'custom-form.html',
  example: {
    endpoint: '/forms/contact',
    itemId: 4711,
    validationGroup: 'contact-form',
    heading: 'Contact us',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'email', label: 'E-mail', type: 'email', required: true },
      { name: 'topic', label: 'Topic', type: 'select', options: ['Delivery', 'Invoice', 'Other'] },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
      { name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox' },
    ],
    captcha: { provider: 'demo', siteKey: 'demo-site-key', errorMessage: 'Tick "I am not a robot" before you send.' },
  },
});
