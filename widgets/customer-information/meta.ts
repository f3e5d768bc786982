import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'customer-information',
  summary:
    'The customer information panel: the customer (GET customers/current and customers/{id}) with its sales ' +
    'persons and how to reach them, the user\'s own information with an edit mode (PUT user), "Change ' +
    'password" (POST auth/updatecurrentuserpassword), the customer\'s users with "Add a user" and "Assign a ' +
    'user to a company", and "Delete my user" behind a confirmation (PUT user/delete; the user is logged out ' +
    'and goes to the page the server names when it is on this site, else to the start page). Logged out, it ' +
    'offers the login.',
  props: {
    showUsers: f.boolean({
      description: "Show the customer's users with adding a user and assigning one to a company.",
      default: true,
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'customer-information.html',
  example: { showUsers: true },
});
