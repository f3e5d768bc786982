import { describe, expect, it } from 'vitest';
import type { SustainabilityKeyFigures } from '../../../../shared/domain/sustainability/models';
import {
  hasKeyFigureData,
  hasOrganicShare,
  hasRatios,
  hasReducedFoodWaste,
  linkTarget,
  reportHref,
} from '../../../../shared/domain/sustainability/key-figures';

const ratio = {
  Title: 'Bakery',
  Kilo: 1,
  KiloFormatted: '1,0 kg',
  KiloPercent: 100,
  KiloPercentFormatted: '100,0 %',
  CO2E: 1,
  CO2EFormatted: '1,0 kg',
  CO2EPercent: 100,
  CO2EPercentFormatted: '100,0 %',
};
const organic = {
  OrganicWeightPercent: 30,
  OrganicWeightPercentFormatted: '30,0 %',
  OrganicWeightFormatted: '3,0 kg',
  OrganicAmountPercent: 60,
  OrganicAmountPercentFormatted: '60,0 %',
  OrganicAmountFormatted: '60,00 kr.',
};
const BASE = 'https://shop.example/basket/7';

describe('key-figures panel: what has data (SPEC 2)', () => {
  it('says "no data" for null, an empty object and empty lists', () => {
    for (const empty of [
      null,
      undefined,
      {},
      { SustainabilityRatios: [] },
      { SustainabilityRatios: null, OrganicShare: null, ReducedFoodWaste: null },
    ]) {
      expect(hasKeyFigureData(empty as SustainabilityKeyFigures | null)).toBe(false);
    }
  });

  it('has data with any one section', () => {
    expect(hasKeyFigureData({ SustainabilityRatios: [ratio] })).toBe(true);
    expect(hasKeyFigureData({ OrganicShare: organic })).toBe(true);
    expect(hasKeyFigureData({ ReducedFoodWaste: { KiloSaved: '2,0 kg', CO2ESaved: '4,0 kg' } })).toBe(true);
    expect(hasRatios({ SustainabilityRatios: [ratio] })).toBe(true);
    expect(hasOrganicShare({ OrganicShare: organic })).toBe(true);
  });

  it('shows reduced food waste only when the data has it', () => {
    expect(hasReducedFoodWaste({ ReducedFoodWaste: null })).toBe(false);
    expect(hasReducedFoodWaste({ ReducedFoodWaste: { KiloSaved: '', CO2ESaved: '' } })).toBe(false);
    expect(hasReducedFoodWaste({ ReducedFoodWaste: { KiloSaved: '2,0 kg', CO2ESaved: '4,0 kg' } })).toBe(true);
  });

  it('shows the report link only when the information has a (safe) link', () => {
    const link = (f: SustainabilityKeyFigures) => reportHref(f.SustainabilityInformation?.Link, BASE);
    expect(link({})).toBeNull();
    expect(link({ SustainabilityInformation: { Link: null } })).toBeNull();
    expect(link({ SustainabilityInformation: { Link: { Url: '' } } })).toBeNull();
    expect(link({ SustainabilityInformation: { Link: { Url: '/sustainability' } } })).toBe(
      'https://shop.example/sustainability',
    );
    expect(link({ SustainabilityInformation: { Link: { Url: 'javascript:alert(1)' } } })).toBeNull();
  });
});

describe('report link (SPEC 2: opens in the link target, default the same window)', () => {
  it('defaults the target to _self', () => {
    expect(linkTarget(undefined)).toBe('_self');
    expect(linkTarget({ Target: null })).toBe('_self');
    expect(linkTarget({ Target: '  ' })).toBe('_self');
    expect(linkTarget({ Target: '_blank' })).toBe('_blank');
  });

  it('accepts relative and http(s) URLs through the link checker, rendered from the parsed URL', () => {
    const href = (Url: string) => reportHref({ Url }, BASE);
    expect(href('/sustainability')).toBe('https://shop.example/sustainability');
    expect(href('reports/food.html?x=1')).toBe('https://shop.example/basket/reports/food.html?x=1');
    expect(href('https://shop.example/reports')).toBe('https://shop.example/reports');
    expect(href('//evil.example/reports')).toBeNull();
    expect(href('\\\\evil.example')).toBeNull();
    expect(href('JavaScript:alert(1)')).toBeNull();
    expect(href('data:text/html,x')).toBeNull();
    expect(href(' ')).toBeNull();
    expect(reportHref(null, BASE)).toBeNull();
  });

  it("S2-68: a food-report link on the wholesaler's other site is shown", () => {
    expect(reportHref({ Url: 'https://www.wholesaler.example/food-reports?y=2026' }, BASE)).toBe(
      'https://www.wholesaler.example/food-reports?y=2026',
    );
    expect(reportHref({ Url: 'HTTPS://Reports.Wholesaler.example' }, BASE)).toBe('https://reports.wholesaler.example/');
  });
});
