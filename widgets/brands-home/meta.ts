import { f, type Field } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

/**
 * SPEC section 3: "A brand list may arrive as a JSON string or an array". The kit has no such field,
 * so this one only checks the outer shape; parseBrandList drops entries that are not brands.
 */
const brandList: Field<string | unknown[] | undefined> = {
  type: 'JSON string or array of brands (optional)',
  description:
    'Brands chosen by the CMS (Id, BrandId, SupplierId, NavigationTitle, Url, SplashImageUrl); without it the widget loads GET brands.',
  required: false,
  defaultValue: undefined,
  parse(raw) {
    if (raw === undefined || raw === null) return { ok: true, value: undefined };
    if (typeof raw === 'string' || Array.isArray(raw)) return { ok: true, value: raw };
    return { ok: false, problem: 'expected a JSON string or an array of brands' };
  },
};

export const meta = widgetMeta({
  name: 'brands-home',
  summary:
    'The brands page: heading, the number of labels, an A–Z letter filter (alphabet from a translation; Danish ends with Æ, Ø, Å), ' +
    'a reset button, and the brand tiles (splash image and logo, linking to the brand). The filter is a side column from 992 px up and a ' +
    'left-side Filters modal below. After the first 6 tiles a teaser box shows when no letter is selected.',
  props: {
    brands: brandList,
    heading: f.optionalString({ description: 'Heading; default the translated "Brands".' }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'brands.html',
  example: { heading: 'Our brands' },
});
