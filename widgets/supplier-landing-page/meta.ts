import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { landingPageFields } from '../../shared/ui/features/campaign-landing/landing-page-fields';

export const meta = widgetMeta({
  name: 'supplier-landing-page',
  summary:
    "A supplier's landing page (GET campaigns/supplier-landing-pages/{id}): splash image, logo, title and text (sanitised), and the supplier's products " +
    "in the shared product list, paginated with the page number in the address under the page context's paginationQueryKey. Loads again when the " +
    'delivery date changes. An ended or unknown page shows a message with a link back; anonymous visitors see the page with a login hint instead of the products.',
  props: {
    id: f.string({ description: "The landing page's Id, e.g. LP400.", maxLength: 50, pattern: /^[\w-]+$/ }),
    ...landingPageFields,
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'landing.html',
  example: { id: 'LP400', backUrl: '/brands' },
});
