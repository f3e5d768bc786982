/**
 * SPEC 3 Sustainability key figures, as the panel reads them. The spec does not give the paths of
 * the figures; `sustainability/keyfigures/{basket|order}/{id}` is the contract (docs/server-contract.md, "Sustainability
 * key figures: the server contract"). Every section may be missing: the server leaves out what the
 * lines give no figures for, and an answer of `null` or `{}` means there is nothing to show. Each entity
 * is declared once as a schema: its type is inferred from it and sustainability-api.ts reads with it
 * (issue #33). A section of the wrong kind throws; a ratio without its texts and figures reads them as empty.
 */
import * as v from 'valibot';
import { figure, list, text } from '../../lib/schema';

/** A section that may be absent or null; one of the wrong kind throws. */
const section = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));
/** Text, or null when absent or not text. */
const textOrNone = v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty())), null);

export const SustainabilityRatio = v.object({
  Title: text,
  Kilo: figure,
  KiloFormatted: text,
  KiloPercent: figure,
  KiloPercentFormatted: text,
  CO2E: figure,
  CO2EFormatted: text,
  CO2EPercent: figure,
  CO2EPercentFormatted: text,
});
export type SustainabilityRatio = v.InferOutput<typeof SustainabilityRatio>;

export const OrganicShare = v.object({
  OrganicWeightPercent: figure,
  OrganicWeightPercentFormatted: text,
  OrganicWeightFormatted: text,
  OrganicAmountPercent: figure,
  OrganicAmountPercentFormatted: text,
  OrganicAmountFormatted: text,
});
export type OrganicShare = v.InferOutput<typeof OrganicShare>;

/** Display strings, as the server formats them. */
export const ReducedFoodWaste = v.object({ KiloSaved: text, CO2ESaved: text });
export type ReducedFoodWaste = v.InferOutput<typeof ReducedFoodWaste>;

export const SustainabilityLink = v.object({
  Url: v.string(),
  /** Window to open the link in; null means the same window. */
  Target: v.optional(textOrNone),
  Text: v.optional(textOrNone),
});
export type SustainabilityLink = v.InferOutput<typeof SustainabilityLink>;

/** An optional link: null when absent, of another kind or without a text Url. */
const link = v.optional(v.fallback(v.nullable(SustainabilityLink), null), null);

export const SustainabilityInformation = v.object({ Link: link });
export type SustainabilityInformation = v.InferOutput<typeof SustainabilityInformation>;

export const SustainabilityKeyFigures = v.object({
  SustainabilityRatios: v.optional(list(SustainabilityRatio)),
  OrganicShare: section(OrganicShare),
  ReducedFoodWaste: section(ReducedFoodWaste),
  SustainabilityInformation: section(SustainabilityInformation),
  TotalKilo: v.optional(v.nullable(v.number())),
  TotalKiloFormatted: v.optional(v.nullable(v.string())),
  TotalCO2E: v.optional(v.nullable(v.number())),
  TotalCO2EFormatted: v.optional(v.nullable(v.string())),
});
export type SustainabilityKeyFigures = v.InferOutput<typeof SustainabilityKeyFigures>;

/** SPEC 7: GET sustainability/summary/basket/information. `Information` may hold HTML. */
export const BasketSustainabilityInformation = v.object({
  Information: v.fallback(v.nullable(v.string()), null),
  PageLink: link,
});
export type BasketSustainabilityInformation = v.InferOutput<typeof BasketSustainabilityInformation>;

export type KeyFiguresSource = 'basket' | 'order';
export const KEY_FIGURES_SOURCES = ['basket', 'order'] as const satisfies readonly KeyFiguresSource[];
