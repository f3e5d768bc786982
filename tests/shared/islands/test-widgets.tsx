import { useEffect } from 'react';
import { f } from '../../../page-context/fields';
import { defineWidget } from '../../../shared/islands/define-widget';
import type { Registry } from '../../../shared/islands/loader-runtime';
import { widgetMeta } from '../../../shared/islands/widget-meta';

/** Widgets for loader tests: a greeting, one that throws, one that needs the page context. */
export const unmounted: string[] = [];

/** How many stylesheets of the document hold the greeting's CSS: adopted ones and <style> elements. */
export function greetingStyleSheets(): number {
  const adopted = document.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes('.wsh-greeting')),
  );
  return adopted.length + document.querySelectorAll('style[data-wsh-style="greeting"]').length;
}

/** The greeting's stylesheet count at each of its renders, so a test sees whether the CSS came first. */
export const stylesAtRender: number[] = [];

const greeting = defineWidget({
  meta: widgetMeta({
    name: 'greeting',
    summary: 'test',
    props: { name: f.string({ description: 'who' }), times: f.number({ description: 'n', integer: true, default: 1 }) },
    recommendedLoadOn: 'eager',
    needsPageContext: false,
    demoPage: '',
    example: {},
  }),
  Component: ({ name, times }) => {
    stylesAtRender.push(greetingStyleSheets());
    useEffect(() => () => void unmounted.push(name), [name]);
    return <p>{`Hello ${name}`.repeat(times)}</p>;
  },
  styles: '.wsh-greeting{color:red}',
});

const throwing = defineWidget({
  meta: widgetMeta({
    name: 'throwing',
    summary: 'test',
    props: {},
    recommendedLoadOn: 'eager',
    needsPageContext: false,
    demoPage: '',
    example: {},
  }),
  Component: () => {
    throw new Error('render failed');
  },
});

const contextual = defineWidget({
  meta: widgetMeta({
    name: 'contextual',
    summary: 'test',
    props: {},
    recommendedLoadOn: 'eager',
    needsPageContext: true,
    demoPage: '',
    example: {},
  }),
  Component: () => <p>has context</p>,
});

export const testRegistry: Registry = {
  greeting: () => Promise.resolve({ default: greeting }),
  throwing: () => Promise.resolve({ default: throwing }),
  contextual: () => Promise.resolve({ default: contextual }),
};
