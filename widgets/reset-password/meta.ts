import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'reset-password',
  summary:
    "Sets a new password from the e-mailed link: the link's token (query string `token`) is taken out of the " +
    'address and checked (in a request body) when the page opens; then the new password twice (both required and ' +
    'equal). An invalid or expired link says so with a link to ask for a new one; success says so and links to ' +
    'the login. The page should send no Referer (`<meta name="referrer" content="no-referrer">`).',
  props: {
    forgotPasswordUrl: f.path({
      description: 'Address of the forgot-password page on this site, offered when the link is invalid or expired.',
      default: '/forgot-password',
    }),
    loginUrl: f.path({
      description:
        'Address of the login page on this site, linked once the password is set; the ReturnUrl is carried along.',
      default: '/login',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'reset-password.html',
  example: { forgotPasswordUrl: '/forgot-password', loginUrl: '/login' },
});
