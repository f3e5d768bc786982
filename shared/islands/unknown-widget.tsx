import { defineWidget } from './define-widget';
import type { WidgetModule } from './load-on';
import { mountIsland } from './mount-island';
import { widgetMeta } from './widget-meta';

/**
 * Loaded only when an island names no registered widget, so the message goes through the same
 * i18n and error UI as every other island error. Built with defineWidget like every widget, so it
 * shares exactly the same chunk.
 */
const base = defineWidget({
  meta: widgetMeta({
    name: 'unknown-widget',
    summary: '',
    props: {},
    recommendedLoadOn: 'eager',
    needsPageContext: false,
    demoPage: '',
    example: {},
  }),
  Component: () => null,
});

const unknownWidget: WidgetModule = {
  shared: base.shared,
  mount(el, input) {
    const widget = el.getAttribute('data-widget') || '(empty)';
    const problem = 'loaderProblem' in input ? input.loaderProblem : { kind: 'unknown-widget' as const };
    return mountIsland(
      el,
      { widget },
      { error: problem.kind, details: 'detail' in problem ? [problem.detail] : [`data-widget="${widget}"`] },
    );
  },
};
export default unknownWidget;
