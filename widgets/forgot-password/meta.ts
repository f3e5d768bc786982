import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'forgot-password',
  summary:
    'The forgot-password form: the user gives an e-mail address and the server sends a link to set a new password. ' +
    'Sending, then "if the address is known, an e-mail is on its way" or an error with the form kept. A ReturnUrl in ' +
    'the address is passed on to the server and the login link.',
  props: {
    loginUrl: f.path({
      description: 'Address of the login page on this site ("Back to login"); the ReturnUrl is carried along.',
      default: '/login',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'forgot-password.html',
  example: { loginUrl: '/login' },
});
