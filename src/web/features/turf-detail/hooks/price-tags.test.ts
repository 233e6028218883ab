import { describe, expect, it } from 'vitest';
import { flatPriceRules } from '../../../../shared/price-rules';
import { priceTagsOf } from './use-price-labels';

describe("the grid legend's price words", () => {
  it('names each tag the cells can carry, once, and none for one price every hour', () => {
    expect(priceTagsOf(flatPriceRules(120_000))).toEqual([]);
    const rules = {
      ...flatPriceRules(120_000),
      bands: [
        { days: [1], from: 18 * 60, to: 23 * 60, perHourPaise: 180_000 },
        { days: [6], from: 18 * 60, to: 23 * 60, perHourPaise: 200_000 },
        { days: [1], from: 6 * 60, to: 9 * 60, perHourPaise: 90_000 },
        { days: [2], from: 6 * 60, to: 9 * 60, perHourPaise: 120_000 },
      ],
      specialDays: [{ date: '2030-12-25', perHourPaise: 220_000 }],
      lastMinute: { withinMinutes: 180, percentOff: 20 },
    };
    expect(priceTagsOf(rules)).toEqual(['Peak', 'Off-peak', 'Special', 'Offer']);
  });

  it('adds the tags of courts priced apart (docs/decisions/039), each once', () => {
    const listing = flatPriceRules(120_000);
    const court = {
      ...flatPriceRules(150_000),
      bands: [{ days: [5], from: 20 * 60, to: 22 * 60, perHourPaise: 200_000 }],
    };
    expect(priceTagsOf(listing, court, court)).toEqual(['Peak']);
  });
});
