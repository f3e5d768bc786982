import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'brand-details',
  summary:
    "A brand's page: its info (name, splash image, logo and the CMS text) or its products (GET brands/{id}/products/search, paginated, " +
    'in the shared product list). Showing the products adds a browser history entry, so Back returns to the info.',
  props: {
    brandId: f.string({ description: "The brand's Id, BrandId, or SupplierId for brands without a BrandId." }),
    text: f.optionalString({
      description: 'Text about the brand shown with its info; simple HTML is allowed (it is sanitised).',
    }),
    tileIndex: f.number({
      description: 'Index of the tile the brand page was opened from, sent with the products call.',
      default: 0,
      integer: true,
      min: 0,
    }),
    productUrlPattern: f.urlPattern({
      description: 'Address of a product page; {id} is replaced by the product id.',
      default: '/product.html?id={id}',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'brand.html',
  example: { brandId: 'brand-amager-mejeri', text: 'Milk, butter and cheese from Amager since 1921.' },
});
