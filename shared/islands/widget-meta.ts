import type { FieldMap } from '../../page-context/fields';
import type { LoadOn } from './load-on';

/**
 * What a widget tells the runtime and the CMS editors about itself. Pure data (no React), so the
 * widget catalogue can be generated from it at build time.
 */
export interface WidgetMeta<M extends FieldMap = FieldMap> {
  /** The `data-widget` name; also the i18n namespace and the CSS class prefix `wsh-<name>`. */
  name: string;
  /** One or two sentences for editors: what the widget does. */
  summary: string;
  /** Props, parsed from the island's JSON; also the catalogue's props table. */
  props: M;
  /** Load condition recommended to editors for this widget. */
  recommendedLoadOn: LoadOn;
  /** True when the widget cannot work without the page context (it shows an inline error instead). */
  needsPageContext: boolean;
  /** Demo page (file in demo-pages/) that shows the widget live. */
  demoPage: string;
  /** Example props for the catalogue's copy-paste snippet. */
  example: Record<string, unknown>;
}

export function widgetMeta<M extends FieldMap>(meta: WidgetMeta<M>): WidgetMeta<M> {
  return meta;
}
