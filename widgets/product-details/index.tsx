import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { ProductDetails } from './product-details';
import mainStyles from './product-details.css?inline';
import replacementStyles from './product-details-replacements.css?inline';
import { texts } from './texts';

export default defineWidget({
  meta,
  Component: ProductDetails,
  styles: mainStyles + replacementStyles,
  resources: texts,
});
