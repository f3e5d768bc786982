import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'impersonation',
  summary:
    'The impersonation panel for sales staff (SPEC 2): a button opens a search for customers or users (at least ' +
    '2 characters, or * for everyone, 300 ms after the last keystroke); a customer expands to its users, a ' +
    'punch-out user to its single sign-ons (first 10). "Act as" begins impersonating (POST impersonation) and ' +
    'goes where the answer says, or posts the punch-out form of a single sign-on. Keyboard-first: arrow keys ' +
    'move through the results, Escape closes. Place it on staff pages; pair it with impersonation-banner.',
  props: {},
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'impersonation.html',
  example: {},
});
