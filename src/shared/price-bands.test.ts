import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, SPEC_PRICE_BANDS, findPriceBand, isInPriceBand } from './catalog';
import { MAX_PRICE_PER_HOUR_PAISE } from './turf-form';
import { filtersToQuery, matchesTurfFilters } from './turf-filters';
import { paiseToRupees } from './pricing';

const listed = (pricePaise: number) => ({
  location: 'Bandra',
  sports_type: 'cricket',
  price: paiseToRupees(pricePaise),
  state: true,
});

describe('price bands', () => {
  it("keeps the spec's two bands, inclusive at both ends", () => {
    expect(SPEC_PRICE_BANDS.map((band) => band.label)).toEqual(['500-1000', '1000-1500']);
    for (const [label, edges] of [
      ['500-1000', [50_000, 100_000]],
      ['1000-1500', [100_000, 150_000]],
    ] as const) {
      const band = findPriceBand(label)!;
      for (const edge of edges) expect(isInPriceBand(band, edge), `${label} at ${edge}`).toBe(true);
      expect(isInPriceBand(band, edges[0] - 1)).toBe(false);
      expect(isInPriceBand(band, edges[1] + 1)).toBe(false);
    }
  });

  it('adds one band below and one above, which meet the spec bands to the paisa', () => {
    const under = findPriceBand('under-500')!;
    const above = findPriceBand('above-1500')!;
    expect([isInPriceBand(under, 1), isInPriceBand(under, 49_999)]).toEqual([true, true]);
    expect(isInPriceBand(under, 50_000)).toBe(false);
    expect([isInPriceBand(above, 150_001), isInPriceBand(above, 200_000)]).toEqual([true, true]);
    expect(isInPriceBand(above, 150_000)).toBe(false);
  });

  it('puts every positive price in at least one band, and the filter sent for it finds the turf', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PRICE_PER_HOUR_PAISE }), (pricePaise) => {
        const bands = PRICE_BANDS.filter((band) => isInPriceBand(band, pricePaise));
        expect(bands.length).toBeGreaterThanOrEqual(1);
        for (const band of bands) {
          const query = filtersToQuery({ location: '', sport: '', price: band.label });
          expect(matchesTurfFilters(listed(pricePaise), query)).toBe(true);
        }
        // And the bands that do not hold the price do not find it.
        for (const band of PRICE_BANDS.filter((b) => !bands.includes(b))) {
          const query = filtersToQuery({ location: '', sport: '', price: band.label });
          expect(matchesTurfFilters(listed(pricePaise), query)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('sends a band as its inclusive bounds in rupees, leaving an open side out', () => {
    const query = (price: string) => filtersToQuery({ location: '', sport: '', price });
    expect(query('under-500')).toEqual({ maxPrice: 499.99 });
    expect(query('500-1000')).toEqual({ minPrice: 500, maxPrice: 1000 });
    expect(query('above-1500')).toEqual({ minPrice: 1500.01 });
    expect(query('1-2')).toEqual({});
  });
});
