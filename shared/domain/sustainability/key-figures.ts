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
 * SPEC 2 (S2-68): the food-reports button whenever the information has a link that passes the link
 * checker (safeHref): relative, or absolute http(s) on any site, as campaign and brand links are, so
 * the food reports on the wholesaler's other site are shown; serialised from the parsed URL. A
 * `javascript:`, `data:` or `//host` address never becomes a button. Null when refused.
 */
export function reportHref(link: Pick<SustainabilityLink, 'Url'> | null | undefined, base?: string): string | null {
  return safeHref(link?.Url, { base });
}
