import { apiGet } from './http/client';
import { asList } from './http/shape';
import { asObject, str } from './http/shape-guards';
import { pathSegment } from './http/path-segment';
import type {
  BasketSustainabilityInformation,
  KeyFiguresSource,
  OrganicShare,
  ReducedFoodWaste,
  SustainabilityKeyFigures,
  SustainabilityLink,
  SustainabilityRatio,
} from '../domain/sustainability/models';

/** An optional link: null when absent or without a text Url; a Target or Text that is not text is none. */
function readLink(value: unknown, what: string): SustainabilityLink | null {
  const link = asObject(value, what);
  return link && typeof link.Url === 'string'
    ? { Url: link.Url, Target: str(link.Target) || null, Text: str(link.Text) || null }
    : null;
}

/**
 * The key figures, by the shape rule of shape.ts: null is no figures ("No data"), every section may be
 * absent or null; a section of the wrong kind throws.
 */
function readKeyFigures(model: unknown): SustainabilityKeyFigures | null {
  const f = asObject(model, 'key figures');
  if (!f) return null;
  const information = asObject(f.SustainabilityInformation, 'SustainabilityInformation');
  return {
    ...f,
    SustainabilityRatios: asList<SustainabilityRatio>(f.SustainabilityRatios, 'SustainabilityRatios'),
    OrganicShare: asObject(f.OrganicShare, 'OrganicShare') as OrganicShare | null,
    ReducedFoodWaste: asObject(f.ReducedFoodWaste, 'ReducedFoodWaste') as ReducedFoodWaste | null,
    SustainabilityInformation: information
      ? { Link: readLink(information.Link, 'SustainabilityInformation Link') }
      : null,
  };
}

/** The basket's sustainability text: null is none. */
function readBasketInformation(model: unknown): BasketSustainabilityInformation | null {
  const info = asObject(model, 'sustainability information');
  if (!info) return null;
  return {
    Information: typeof info.Information === 'string' ? info.Information : null,
    PageLink: readLink(info.PageLink, 'PageLink'),
  };
}

export const sustainabilityApi = {
  /** The key figures of a basket or an order; null (or `{}`) when its lines give none. */
  keyFigures: async (source: KeyFiguresSource, id: string) =>
    apiGet(`sustainability/keyfigures/${pathSegment(source)}/${pathSegment(id)}`, { read: readKeyFigures }),
  basketInformation: () => apiGet('sustainability/summary/basket/information', { read: readBasketInformation }),
};
