/**
 * SPEC 3 Sustainability key figures, as the panel reads them. The spec does not give the paths of
 * the figures; `sustainability/keyfigures/{basket|order}/{id}` is the contract (docs/server-contract.md, "Sustainability
 * key figures: the server contract"). Every section may be missing: the server leaves out what the
 * lines give no figures for, and an answer of `null` or `{}` means there is nothing to show.
 */
export interface SustainabilityRatio {
  Title: string;
  Kilo: number;
  KiloFormatted: string;
  KiloPercent: number;
  KiloPercentFormatted: string;
  CO2E: number;
  CO2EFormatted: string;
  CO2EPercent: number;
  CO2EPercentFormatted: string;
}

export interface OrganicShare {
  OrganicWeightPercent: number;
  OrganicWeightPercentFormatted: string;
  OrganicWeightFormatted: string;
  OrganicAmountPercent: number;
  OrganicAmountPercentFormatted: string;
  OrganicAmountFormatted: string;
}

/** Display strings, as the server formats them. */
export interface ReducedFoodWaste {
  KiloSaved: string;
  CO2ESaved: string;
}

export interface SustainabilityLink {
  Url: string;
  /** Window to open the link in; absent means the same window. */
  Target?: string | null;
  Text?: string | null;
}

export interface SustainabilityInformation {
  Link?: SustainabilityLink | null;
}

export interface SustainabilityKeyFigures {
  SustainabilityRatios?: SustainabilityRatio[] | null;
  OrganicShare?: OrganicShare | null;
  ReducedFoodWaste?: ReducedFoodWaste | null;
  SustainabilityInformation?: SustainabilityInformation | null;
  TotalKilo?: number | null;
  TotalKiloFormatted?: string | null;
  TotalCO2E?: number | null;
  TotalCO2EFormatted?: string | null;
}

/** SPEC 7: GET sustainability/summary/basket/information. `Information` may hold HTML. */
export interface BasketSustainabilityInformation {
  Information?: string | null;
  PageLink?: SustainabilityLink | null;
}

export type KeyFiguresSource = 'basket' | 'order';
export const KEY_FIGURES_SOURCES = ['basket', 'order'] as const satisfies readonly KeyFiguresSource[];
