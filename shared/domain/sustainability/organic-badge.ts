/**
 * SPEC 4 Organic-share badge, by the raw percent (SPEC 9 thresholds 30, 60, 90): below 30 eco
 * (green), 30 to below 60 bronze, 60 to below 90 silver, 90 and above gold. The label of each tier
 * comes from a translation, so only the tier is decided here.
 */
export type OrganicBadgeTier = 'eco' | 'bronze' | 'silver' | 'gold';

export const ORGANIC_BADGE_THRESHOLDS = { bronze: 30, silver: 60, gold: 90 } as const;

/**
 * The tier for a raw percent. A missing or non-finite percent has no organic share: eco. Missing is in
 * the type: the key figures' sections pass as the server sent them.
 */
export function organicBadgeTier(percent: number | undefined): OrganicBadgeTier {
  if (percent === undefined || !Number.isFinite(percent)) return 'eco';
  if (percent >= ORGANIC_BADGE_THRESHOLDS.gold) return 'gold';
  if (percent >= ORGANIC_BADGE_THRESHOLDS.silver) return 'silver';
  if (percent >= ORGANIC_BADGE_THRESHOLDS.bronze) return 'bronze';
  return 'eco';
}
