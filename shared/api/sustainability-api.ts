import { apiGet } from './http/client';
import { readOptional } from './http/readers';
import { pathSegment } from './http/path-segment';
import {
  BasketSustainabilityInformation,
  SustainabilityKeyFigures,
  type KeyFiguresSource,
} from '../domain/sustainability/models';

/**
 * The key figures, by their declaration (shared/domain/sustainability/models.ts): null is no figures
 * ("No data"), every section may be absent or null; a section of the wrong kind throws.
 */
const readKeyFigures = readOptional(SustainabilityKeyFigures, 'key figures');

/** The basket's sustainability text: null is none. */
const readBasketInformation = readOptional(BasketSustainabilityInformation, 'sustainability information');

export const sustainabilityApi = {
  /** The key figures of a basket or an order; null (or `{}`) when its lines give none. */
  keyFigures: async (source: KeyFiguresSource, id: string) =>
    apiGet(`sustainability/keyfigures/${pathSegment(source)}/${pathSegment(id)}`, { read: readKeyFigures }),
  basketInformation: () => apiGet('sustainability/summary/basket/information', { read: readBasketInformation }),
};
