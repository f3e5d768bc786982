import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SustainabilityKeyFigures } from './sustainability-key-figures';
import styles from './sustainability-key-figures.css?inline';
import donutStyles from './donut.css?inline';
import { texts } from './texts';

export default defineWidget({
  meta,
  Component: SustainabilityKeyFigures,
  styles: styles + donutStyles,
  resources: texts,
});
