import { defineWidget } from '../../shared/islands/define-widget';
import { CustomForm } from './custom-form';
import styles from './custom-form.css?inline';
import { meta } from './meta';
import { texts } from './texts';

export default defineWidget({ meta, Component: CustomForm, styles, resources: texts });
