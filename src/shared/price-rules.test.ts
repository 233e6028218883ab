import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeForPrices, chargeLess, splitInProportion } from './pricing';
import {
  flatPriceRules,
  priceOfRange,
  rateAt,
  regularFromPaise,
  totalPaiseOfRange,
  type PriceRules,
} from './price-rules';
import { END_OF_DAY } from './slots';
import type { LocalDate } from './time';

const HOUR = 60;
// 2026-12-05 is a Saturday, 2026-12-07 a Monday.
const SATURDAY = '2026-12-05';
const MONDAY = '2026-12-07';

/** The typical box: ₹1,200 by day, ₹1,800 weekday evenings, ₹2,000 weekends, ₹900 mornings. */
const BOX: PriceRules = {
  basePaise: 120_000,
  bands: [
    { days: [1, 2, 3, 4, 5], from: 18 * HOUR, to: 23 * HOUR, perHourPaise: 180_000 },
    { days: [0, 6], from: 0, to: 24 * HOUR, perHourPaise: 200_000 },
    { days: [0, 1, 2, 3, 4, 5, 6], from: 6 * HOUR, to: 9 * HOUR, perHourPaise: 90_000 },
  ],
  specialDays: [{ date: '2026-12-25', perHourPaise: 220_000 }],
  lastMinute: { withinMinutes: 180, percentOff: 20 },
};

describe('rateAt', () => {
  it('takes a special day over a band over the base, and the band listed last where bands overlap', () => {
    expect(rateAt(BOX, MONDAY, 12 * HOUR)).toEqual({ perHourPaise: 120_000, source: 'base' });
    expect(rateAt(BOX, MONDAY, 19 * HOUR)).toEqual({ perHourPaise: 180_000, source: 'band' });
    expect(rateAt(BOX, SATURDAY, 19 * HOUR).perHourPaise).toBe(200_000);
    // Saturday 7 AM: "every day 6–9 AM" is listed after "Sat–Sun all day".
    expect(rateAt(BOX, SATURDAY, 7 * HOUR).perHourPaise).toBe(90_000);
    // Christmas is a Friday: the special day wins over the evening band.
    expect(rateAt(BOX, '2026-12-25', 19 * HOUR)).toEqual({
      perHourPaise: 220_000,
      source: 'special',
    });
  });

  it('ends a band before its `to`', () => {
    expect(rateAt(BOX, MONDAY, 23 * HOUR - 30).perHourPaise).toBe(180_000);
    expect(rateAt(BOX, MONDAY, 23 * HOUR).perHourPaise).toBe(120_000);
  });
});

describe('priceOfRange', () => {
  it('breaks a range into its bands, each with its label', () => {
    const price = priceOfRange(BOX, { date: MONDAY, start: 17 * HOUR, end: 20 * HOUR }, null);
    expect(price.totalPaise).toBe(120_000 + 2 * 180_000);
    expect(price.parts).toEqual([
      {
        start: 17 * HOUR,
        end: 18 * HOUR,
        perHourPaise: 120_000,
        paise: 120_000,
        label: 'Standard',
      },
      { start: 18 * HOUR, end: 20 * HOUR, perHourPaise: 180_000, paise: 360_000, label: 'Peak' },
    ]);
    const morning = priceOfRange(BOX, { date: MONDAY, start: 8 * HOUR, end: 9 * HOUR }, null);
    expect(morning.parts[0]!.label).toBe('Off-peak');
  });

  it('takes the offer off half-hours starting within its reach of now, and only those', () => {
    const now = { date: MONDAY, minutes: 15 * HOUR };
    const price = priceOfRange(BOX, { date: MONDAY, start: 17 * HOUR, end: 19 * HOUR }, now);
    // 5 PM–6 PM is within 3 h (20% off ₹1,200); 6 PM starts exactly 3 h ahead (20% off ₹1,800
    // for that half-hour); 6:30 PM is past the reach.
    expect(price.parts).toEqual([
      {
        start: 17 * HOUR,
        end: 18 * HOUR,
        perHourPaise: 120_000,
        paise: 96_000,
        label: 'Last-minute offer',
      },
      {
        start: 18 * HOUR,
        end: 18 * HOUR + 30,
        perHourPaise: 180_000,
        paise: 72_000,
        label: 'Last-minute offer',
      },
      {
        start: 18 * HOUR + 30,
        end: 19 * HOUR,
        perHourPaise: 180_000,
        paise: 90_000,
        label: 'Peak',
      },
    ]);
    expect(price.totalPaise).toBe(96_000 + 72_000 + 90_000);
  });

  it('reaches past midnight into the next morning, never into a past day', () => {
    const lateNight = { date: '2026-12-06', minutes: 23 * HOUR };
    const nextMorning = priceOfRange(
      BOX,
      { date: MONDAY, start: 6 * HOUR, end: 7 * HOUR },
      lateNight,
    );
    expect(nextMorning.parts[0]!.label).toBe('Off-peak'); // 7 h ahead
    const soon = { ...BOX, lastMinute: { withinMinutes: 24 * HOUR, percentOff: 50 } };
    expect(
      priceOfRange(soon, { date: MONDAY, start: 6 * HOUR, end: 7 * HOUR }, lateNight).totalPaise,
    ).toBe(45_000);
  });

  it('prices flat rules as the spec does: hours × price per hour, the last slot to 11:59 PM included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 47 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 10_000 }).map((rupees) => rupees * 100),
        (first, halves, price) => {
          const start = first * 30;
          const end = Math.min(start + halves * 30, END_OF_DAY);
          const priced = priceOfRange(flatPriceRules(price), { date: MONDAY, start, end }, null);
          // Spec §9's hours × price per hour, to the nearest paisa (the 29-minute last slot).
          expect(priced.totalPaise).toBe(Math.round(((end - start) * price) / 60));
        },
      ),
    );
  });
});

const paise = fc.integer({ min: 1, max: 10_000_000 });
const halfHour = fc.integer({ min: 0, max: 47 }).map((index) => index * 30);
const rulesArbitrary: fc.Arbitrary<PriceRules> = fc.record({
  basePaise: paise,
  bands: fc.array(
    fc.record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      from: halfHour,
      to: fc.integer({ min: 1, max: 48 }).map((index) => index * 30),
      perHourPaise: paise,
    }),
    { maxLength: 5 },
  ),
  specialDays: fc.array(
    fc.record({
      date: fc.constantFrom('2026-12-07', '2026-12-08', '2026-12-25'),
      perHourPaise: paise,
    }),
    { maxLength: 2 },
  ),
  lastMinute: fc.option(
    fc.record({
      withinMinutes: fc.integer({ min: 30, max: 24 * 60 }),
      percentOff: fc.integer({ min: 1, max: 90 }),
    }),
  ),
});
const dateArbitrary = fc.constantFrom('2026-12-06', '2026-12-07', '2026-12-08', '2026-12-25');
const nowArbitrary = fc.option(
  fc.record({
    date: fc.constantFrom('2026-12-06', '2026-12-07'),
    minutes: fc.integer({ min: 0, max: 1439 }),
  }),
);

describe('priceOfRange, for any rules', () => {
  it('totals its parts, and a range costs the same however it is split', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        dateArbitrary,
        nowArbitrary,
        fc.integer({ min: 12, max: 46 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (rules, date, now, first, a, b) => {
          const start = first * 30;
          const middle = Math.min(start + a * 30, 47 * 30);
          const end = Math.min(middle + b * 30, END_OF_DAY);
          if (!(start < middle && middle < end)) return;
          const whole = priceOfRange(rules, { date, start, end }, now);
          const sum = whole.parts.reduce((total, part) => total + part.paise, 0);
          expect(sum).toBe(whole.totalPaise);
          expect(whole.parts[0]!.start).toBe(start);
          expect(whole.parts.at(-1)!.end).toBe(end);
          const left = priceOfRange(rules, { date, start, end: middle }, now);
          const right = priceOfRange(rules, { date, start: middle, end }, now);
          expect(left.totalPaise + right.totalPaise).toBe(whole.totalPaise);
        },
      ),
    );
  });

  it('has the same total as totalPaiseOfRange, which the slot search orders by', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        dateArbitrary,
        nowArbitrary,
        halfHour,
        fc.integer({ min: 1, max: 12 }),
        (rules, date, now, start, halves) => {
          const range = { date, start, end: Math.min(start + halves * 30, END_OF_DAY) };
          expect(totalPaiseOfRange(rules, range, now)).toBe(
            priceOfRange(rules, range, now).totalPaise,
          );
        },
      ),
    );
  });

  it('never charges less than nothing, nor more than the dearest rate for the hours', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        dateArbitrary,
        nowArbitrary,
        halfHour,
        (rules, date, now, start) => {
          const end = Math.min(start + 120, END_OF_DAY);
          if (start >= end) return;
          const { totalPaise } = priceOfRange(rules, { date, start, end }, now);
          const rates = [
            rules.basePaise,
            ...rules.bands.map((band) => band.perHourPaise),
            ...rules.specialDays.map((day) => day.perHourPaise),
          ];
          expect(totalPaise).toBeGreaterThanOrEqual(0);
          expect(totalPaise).toBeLessThanOrEqual(
            Math.ceil(((end - start) * Math.max(...rates)) / 60) + 4,
          );
        },
      ),
    );
  });
});

describe('chargeForPrices and chargeLess', () => {
  it('charges the discount off the sum and splits it back exactly, in proportion', () => {
    fc.assert(
      fc.property(
        fc.array(paise, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (prices, percent, off) => {
          const charge = chargeForPrices(prices, percent);
          const sum = prices.reduce((total, price) => total + price, 0);
          expect(charge.originalPaise).toBe(sum);
          expect(charge.finalPaise).toBe(Math.round((sum * (100 - percent)) / 100));
          expect(charge.sharesPaise.reduce((total, share) => total + share, 0)).toBe(
            charge.finalPaise,
          );
          const less = chargeLess(charge, off);
          expect(less.finalPaise).toBe(Math.max(charge.finalPaise - off, 0));
          expect(less.sharesPaise.reduce((total, share) => total + share, 0)).toBe(less.finalPaise);
          expect(less.discountPaise + less.finalPaise).toBe(sum);
        },
      ),
    );
  });

  it('keeps every share within a paisa of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.array(paise, { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = splitInProportion(total, weights);
          const sum = weights.reduce((added, weight) => added + weight, 0);
          parts.forEach((part, index) => {
            expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1);
          });
          expect(parts.reduce((added, part) => added + part, 0)).toBe(total);
        },
      ),
    );
  });
});

describe('regularFromPaise', () => {
  const band = { days: [1, 2, 3], from: 6 * 60, to: 10 * 60 };
  it('is the base without bands, and the cheapest band below it', () => {
    expect(regularFromPaise(flatPriceRules(80_000))).toBe(80_000);
    const rules = {
      ...flatPriceRules(80_000),
      bands: [
        { ...band, perHourPaise: 60_000 },
        { ...band, perHourPaise: 120_000 },
      ],
    };
    expect(regularFromPaise(rules)).toBe(60_000);
  });

  it('ignores special days and the last-minute offer', () => {
    const rules = {
      ...flatPriceRules(80_000),
      specialDays: [{ date: '2030-05-01' as LocalDate, perHourPaise: 10_000 }],
      lastMinute: { withinMinutes: 60, percentOff: 50 },
    };
    expect(regularFromPaise(rules)).toBe(80_000);
  });
});
