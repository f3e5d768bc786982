import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { landingPageFields } from '../../shared/ui/features/campaign-landing/landing-page-fields';

export const meta = widgetMeta({
  name: 'campaign-details',
  summary:
    "A campaign's own page (GET campaigns/{type}/{id}): its title, image, owner and text (sanitised), and its products in the shared product list, " +
    "paginated with the page number in the address under the page context's paginationQueryKey. Loads again when the delivery date changes. " +
    'An ended or unknown campaign shows a message with a link back; anonymous visitors see the campaign with a login hint instead of the products.',
  props: {
    type: f.string({
      description:
        'Campaign group as the API path names it, e.g. "banners", "productpromotions", "promotiontiles", "highlightedproducts".',
      maxLength: 50,
      pattern: /^[a-z][a-z-]*$/i,
    }),
    id: f.string({ description: "The campaign's Id.", maxLength: 50, pattern: /^[\w-]+$/ }),
    ...landingPageFields,
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'campaign-details.html',
  example: { type: 'productpromotions', id: '3142', backUrl: '/campaigns' },
});
