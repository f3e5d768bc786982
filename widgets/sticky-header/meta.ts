import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'sticky-header',
  summary:
    'Page behaviour, shows nothing: adds the classes "wsh-sticky" and the CMS class (default "is-sticky") to the header once the page is scrolled past 10 px (125 px with the new navigation), and follows ScrollTo=<element id> and VerticalOffset=<px> in the address 700 ms after load, keeping the element clear of the sticky header. Place it once per page.',
  props: {
    target: f.string({
      description: 'CSS selector of the element that gets the sticky classes (the first match).',
      default: 'header',
    }),
    className: f.string({
      description: 'Class for the CMS styles, added beside "wsh-sticky".',
      default: 'is-sticky',
      pattern: /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/,
    }),
    headerHeight: f.number({
      description: 'Height of the sticky header in px, kept free above a ScrollTo element.',
      default: 104,
      min: 0,
      integer: true,
    }),
    breadcrumb: f.boolean({
      description: 'The page has a sticky breadcrumb under the header: 30 px more are kept free.',
      default: false,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'search-overlay.html',
  example: { target: 'header', className: 'is-sticky' },
});
