import { f, type Infer } from '../../../../page-context/widget-fields';

/**
 * The link props every campaign page widget (campaign details, supplier landing page) declares alike.
 * A `-fields.ts` file: the production build strips its descriptions like a meta.ts's.
 */
export const landingPageFields = {
  backUrl: f.url({ description: 'Where the "ended or does not exist" message links back to.', default: '/' }),
  loginUrl: f.url({ description: 'Where the login hint links for anonymous visitors.', default: '/login' }),
  productUrlPattern: f.urlPattern({
    description: 'Address of a product page, relative or http(s); {id} is replaced by the product id.',
    default: '/product.html?id={id}',
  }),
};

export type LandingPageLinks = Infer<typeof landingPageFields>;
