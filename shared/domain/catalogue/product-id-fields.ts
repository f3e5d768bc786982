import { f } from '../../../page-context/fields';
import { PRODUCT_ID_QUERY_KEY, PRODUCT_ID_SOURCES } from './product-id';

/**
 * The two props every product widget takes to find its product (see ProductIdSource). A `-fields.ts`
 * file: the production build strips its descriptions like a meta.ts's (scripts/strip-catalogue-texts.mjs).
 */
export const productIdProps = {
  productId: f.optionalString({
    description: 'Id (product number) of the product. Needed unless productIdFrom is "query".',
  }),
  productIdFrom: f.oneOf(PRODUCT_ID_SOURCES, {
    description: `Where the product id comes from: "prop" (the productId above) or "query" (the page address's \`${PRODUCT_ID_QUERY_KEY}\` parameter, for one static page serving every product).`,
    default: 'prop',
  }),
};
