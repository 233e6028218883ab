import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_OFFER_MINUTES, type PriceRules } from './price-rules';
import { priceRulesBodySchema } from './price-rules-form';
import {
  parseBandTime,
  priceRulesJson,
  priceRulesOfJson,
  priceRulesOfTurf,
} from './price-rules-json';

// A screen reads an answer's price rules without zod (docs/decisions/078); what it reads must be
// what the owner's schema makes of the same words, and what the server wrote before answering.

const perHourPaise = fc.integer({ min: 1, max: 10_000_000 });
const day = fc.integer({ min: 0, max: 364 }).map((days) => {
  const date = new Date(Date.UTC(2030, 0, 1) + days * 86_400_000);
  return date.toISOString().slice(0, 10);
});
/** Rules as the owner's schema keeps them: days and special days sorted, bands in order. */
const rules: fc.Arbitrary<PriceRules> = fc.record({
  basePaise: perHourPaise,
  bands: fc.array(
    fc
      .record({
        days: fc
          .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
          .map((days) => [...days].sort((a, b) => a - b)),
        from: fc.integer({ min: 0, max: 47 }),
        length: fc.integer({ min: 1, max: 48 }),
        perHourPaise,
      })
      .map(({ from, length, ...band }) => ({
        ...band,
        from: from * 30,
        to: Math.min(48, from + length) * 30,
      })),
    { maxLength: 5 },
  ),
  specialDays: fc
    .uniqueArray(fc.record({ date: day, perHourPaise }), {
      maxLength: 4,
      selector: (special) => special.date,
    })
    .map((days) => [...days].sort((a, b) => (a.date < b.date ? -1 : 1))),
  lastMinute: fc.option(
    fc.record({
      withinMinutes: fc.integer({ min: 1, max: MAX_OFFER_MINUTES / 30 }).map((n) => n * 30),
      percentOff: fc.integer({ min: 1, max: 90 }),
    }),
  ),
});

describe('price rules read from an answer', () => {
  it('are the rules the server answered, and what the owner schema makes of the same words', () => {
    fc.assert(
      fc.property(rules, (written) => {
        const words = priceRulesJson(written);
        expect(priceRulesOfJson(words)).toEqual(written);
        expect(priceRulesOfJson(words)).toEqual(priceRulesBodySchema.parse(words));
      }),
      { numRuns: 500 },
    );
  });

  it('sort a band’s days and the special days as the schema does', () => {
    const read = priceRulesOfJson({
      base: '900.00',
      bands: [{ days: [5, 1, 3], from: '18:00', to: '24:00', perHour: '1200.50' }],
      specialDays: [
        { date: '2030-12-31', perHour: '2000' },
        { date: '2030-01-26', perHour: '1500' },
      ],
      lastMinute: null,
    });
    expect(read).toEqual({
      basePaise: 90_000,
      bands: [{ days: [1, 3, 5], from: 18 * 60, to: 24 * 60, perHourPaise: 120_050 }],
      specialDays: [
        { date: '2030-01-26', perHourPaise: 150_000 },
        { date: '2030-12-31', perHourPaise: 200_000 },
      ],
      lastMinute: null,
    });
  });

  it('are null when a price or a time cannot be read, and a turf then has its flat price', () => {
    const unreadable = {
      base: '900.00',
      bands: [{ days: [1], from: '18:15', to: '20:00', perHour: '1200' }],
      specialDays: [],
      lastMinute: null,
    };
    expect(priceRulesOfJson(unreadable)).toBeNull();
    expect(priceRulesOfJson({ ...unreadable, bands: [], base: '9.999' })).toBeNull();
    expect(priceRulesOfJson(undefined)).toBeNull();
    // A band's times are a slot search's times, or midnight as its end.
    expect(['00:00', '18:30', '24:00'].map(parseBandTime)).toEqual([0, 1110, 1440]);
    expect(['24:30', '18:15', '7:60', '25:00', 'noon'].map(parseBandTime)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(priceRulesOfTurf({ price: 750, pricing: unreadable })).toEqual({
      basePaise: 75_000,
      bands: [],
      specialDays: [],
      lastMinute: null,
    });
  });
});
