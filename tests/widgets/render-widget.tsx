import { act } from '@testing-library/react';
import type { WidgetModule } from '../../shared/islands/load-on';
import { loadBasket } from '../../shared/stores/basket/basket';
import { reloadPageContext } from '../../shared/context/page-context';

const mounted = new Set<() => void>();

/** Mounts a widget module the way the loader does, on a page with the given page context. */
export function mountWidget(mod: WidgetModule, rawProps: unknown = {}, context: object = { language: 'en' }) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
  const el = document.createElement('div');
  document.body.append(el);
  let handle!: ReturnType<WidgetModule['mount']>;
  act(() => {
    handle = mod.mount(el, { rawProps });
  });
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => handle.unmount());
  };
  mounted.add(unmount);
  return { el, unmount };
}

/** Unmounts every widget a test mounted, so no listener outlives its test (called from tests/setup.ts). */
export function unmountAllWidgets(): void {
  // oxlint-disable-next-line unicorn/no-useless-spread -- a snapshot: each unmount removes itself from `mounted`
  for (const unmount of [...mounted]) unmount();
}

/**
 * A signed-in page whose basket is loaded before the widget mounts, as on a shop page whose header's mini
 * basket loaded it: a widget whose rows read the basket (and so would load it) then has its date from the start.
 */
export async function loadBasketFirst(context: object): Promise<void> {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
  await loadBasket();
}

/**
 * Mounts an area island (SPEC 2) at `address` under `basePath`, signed in, in English: the page context
 * names the area, its base path and the page type the router adds its suffix to.
 */
export function mountAreaWidget(
  mod: WidgetModule,
  area: { area: string; basePath: string; pageType: string },
  address: string = area.basePath,
  props: object = {},
  context: object = {},
) {
  history.replaceState(null, '', address);
  return mountWidget(mod, props, {
    area: area.area,
    areaBasePath: area.basePath,
    pageType: area.pageType,
    isAuthenticated: true,
    language: 'en',
    ...context,
  });
}
