import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'login',
  summary:
    'The login form: e-mail address and password (with show/hide), "Remember me", and a link to the forgot-password page. ' +
    "A wrong address or password shows the server's message in the form; on success the browser goes to the page " +
    "address's ReturnUrl (same site only), else to the start page. Works with the browser's password manager.",
  props: {
    forgotPasswordUrl: f.path({
      description: 'Address of the forgot-password page on this site; the ReturnUrl is carried along.',
      default: '/forgot-password',
    }),
    startUrl: f.path({
      description: "Where a login without a ReturnUrl in the address goes: the shop's start page on this site.",
      default: '/',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'login.html',
  example: { forgotPasswordUrl: '/forgot-password', startUrl: '/' },
});
