import type { ComponentType } from 'react';
import { parseFields, type FieldMap, type Infer } from '../../page-context/fields';
import type { WidgetResources } from '../i18n/common-resources';
import type { MountInput, WidgetModule } from './load-on';
import { firstContent } from '../api/http/first-content';
import { mountIsland, pageContextProblem } from './mount-island';
import { sharedModules } from './shared-modules';
import type { WidgetMeta } from './widget-meta';

export interface WidgetDefinition<M extends FieldMap> {
  meta: WidgetMeta<M>;
  Component: ComponentType<Infer<M>>;
  /** The widget's CSS (imported with `?inline`), class names prefixed `wsh-<name>`. */
  styles?: string;
  /** The widget's texts, namespace = widget name. */
  resources?: WidgetResources;
}

/**
 * Turns a widget's parts into the module the loader mounts: props are validated by the widget's own
 * field map, and malformed JSON, invalid props or a missing page context become an inline error.
 */
export function defineWidget<M extends FieldMap>(
  def: WidgetDefinition<M>,
): WidgetModule & { definition: WidgetDefinition<M> } {
  const { meta, Component } = def;
  const opts = { widget: meta.name, styles: def.styles, resources: def.resources };
  return {
    definition: def,
    shared: sharedModules,
    firstContent,
    mount(el: HTMLElement, input: MountInput) {
      if ('loaderProblem' in input) {
        const p = input.loaderProblem;
        return mountIsland(el, opts, { error: p.kind, details: 'detail' in p ? [p.detail] : [] });
      }
      const parsed = parseFields(meta.props, input.rawProps);
      if (!parsed.ok) return mountIsland(el, opts, { error: 'props', details: parsed.problems });
      if (parsed.unknownKeys.length > 0) {
        console.warn(`[wsh] widget "${meta.name}" ignores unknown props: ${parsed.unknownKeys.join(', ')}`);
      }
      const contextProblem = meta.needsPageContext ? pageContextProblem() : null;
      if (contextProblem) return mountIsland(el, opts, { error: 'page-context', details: contextProblem });
      return mountIsland(el, opts, <Component {...parsed.value} />);
    },
  };
}
