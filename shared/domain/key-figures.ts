import type { SustainabilityKeyFigures, SustainabilityLink } from '../api/sustainability-api';

/**
 * What the key-figures panel shows (SPEC 2): a section only when the answer has it, and "No data"
 * when it has none of them (an answer of `null`, `{}` or only empty lists).
 */
export const hasRatios = (f: SustainabilityKeyFigures | null | undefined): boolean => (f?.SustainabilityRatios?.length ?? 0) > 0;

export const hasOrganicShare = (f: SustainabilityKeyFigures | null | undefined): boolean => !!f?.OrganicShare;

/** SPEC 2: the reduced-food-waste table only if the data has it (both display strings present). */
export const hasReducedFoodWaste = (f: SustainabilityKeyFigures | null | undefined): boolean =>
  !!f?.ReducedFoodWaste && !!f.ReducedFoodWaste.KiloSaved && !!f.ReducedFoodWaste.CO2ESaved;

/** SPEC 2: the food-reports button only if the information has a link, and only a safe one. */
export const hasReportLink = (f: SustainabilityKeyFigures | null | undefined): boolean => isSafeLink(f?.SustainabilityInformation?.Link);

export const hasKeyFigureData = (f: SustainabilityKeyFigures | null | undefined): boolean =>
  hasRatios(f) || hasOrganicShare(f) || hasReducedFoodWaste(f);

/** SPEC 2: the link opens in its target, by default the same window. */
export function linkTarget(link: Pick<SustainabilityLink, 'Target'> | null | undefined): string {
  const target = link?.Target?.trim();
  return target ? target : '_self';
}

/**
 * A link the panel may render: relative, or absolute http(s) on the page's own origin. The server
 * sends these links, but a `javascript:` URL or a foreign site must never become a button.
 */
export function isSafeUrl(url: string | null | undefined, origin: string): boolean {
  const raw = url?.trim();
  if (!raw) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
    try {
      const parsed = new URL(raw);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
    } catch {
      return false;
    }
  }
  // Relative: a backslash start would be read by browsers as protocol-relative ("\\evil.example").
  return !raw.startsWith('\\') && !raw.startsWith('/\\');
}

export function isSafeLink(link: SustainabilityLink | null | undefined, origin = currentOrigin()): link is SustainabilityLink {
  return !!link && isSafeUrl(link.Url, origin);
}

const currentOrigin = () => (typeof location === 'undefined' ? '' : location.origin);
