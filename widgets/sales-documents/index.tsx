import { defineWidget } from '../../shared/islands/define-widget';
import { meta } from './meta';
import { SalesDocuments } from './sales-documents';
import styles from './sales-documents.css?inline';
import { texts } from './texts';

export default defineWidget({ meta, Component: SalesDocuments, styles, resources: texts });
