import type { SustainabilityKeyFigures, SustainabilityLink } from './models';
import { safeHref } from '../../lib/safe-href';

/**
 * What the key-figures panel shows (SPEC 2): a section only when the answer has it, and "No data"
 * when it has none of them (an answer of `null`, `{}` or only empty lists).
 */
export const hasRatios = (f: SustainabilityKeyFigures | null | undefined): boolean =>
  (f?.SustainabilityRatios?.length ?? 0) > 0;

export const hasOrganicShare = (f: SustainabilityKeyFigures | null | undefined): boolean => !!f?.OrganicShare;

/** SPEC 2: the reduced-food-waste table only if the data has it (both display strings present). */
export const hasReducedFoodWaste = (f: SustainabilityKeyFigures | null | undefined): boolean =>
  !!f?.ReducedFoodWaste && !!f.ReducedFoodWaste.KiloSaved && !!f.ReducedFoodWaste.CO2ESaved;

export const hasKeyFigureData = (f: SustainabilityKeyFigures | null | undefined): boolean =>
  hasRatios(f) || hasOrganicShare(f) || hasReducedFoodWaste(f);

/** SPEC 2: the link opens in its target, by default the same window. */
export function linkTarget(link: Pick<SustainabilityLink, 'Target'> | null | undefined): string {
  const target = link?.Target?.trim();
  return target ? target : '_self';
}

/**
 * SPEC 2: the food-reports button only if the information has a link, and only a safe one. The
 * address a server link may be rendered with: relative, or absolute http(s) on the page's own
 * origin (safeHref with sameOrigin), serialised from the parsed URL. The server sends these links,
 * but a `javascript:` URL or a foreign site must never become a button. Null when refused.
 */
export function reportHref(link: Pick<SustainabilityLink, 'Url'> | null | undefined, base?: string): string | null {
  return safeHref(link?.Url, { sameOrigin: true, base });
}
