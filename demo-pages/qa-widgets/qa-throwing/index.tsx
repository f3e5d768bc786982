import { f } from '../../../page-context/fields';
import { defineWidget } from '../../../shared/islands/define-widget';
import { widgetMeta } from '../../../shared/islands/widget-meta';

/** QA only: a widget whose component throws while rendering, to show that only its own island fails. */
const meta = widgetMeta({
  name: 'qa-throwing',
  summary: 'QA only: throws on render.',
  props: { message: f.string({ description: 'Error message to throw.', default: 'QA: this widget always throws' }) },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'island-errors.html',
  example: {},
});

function Throwing({ message }: { message: string }): never {
  throw new Error(message);
}

export default defineWidget({ meta, Component: Throwing });
