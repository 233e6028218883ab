import { flatPriceRules, priceOfRange } from './price-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS, OPENING_HOURS_MESSAGES, type WeekHours } from './opening-hours';
import { SLOT_TIMES } from './slots';
import {
  MAX_SUBSCRIPTION_SLOTS,
  SUBSCRIPTION_MESSAGES as M,
  checkSubscriptionSlot,
  isClosedDay,
  isClosedEnd,
  isClosedStart,
  subscriptionPrice,
  subscriptionSpan,
} from './subscription';

const H = 60;
const now = { date: '2030-05-10', minutes: 18 * H + 10 };
const taken = [{ date: '2030-05-11', start: 18 * H, end: 19 * H }];
const selected = [{ date: '2030-05-12', start: 7 * H, end: 8 * H }];
const check = (date: string, start: number | null, end: number | null) =>
  checkSubscriptionSlot({ date, start, end }, { now, taken, selected });

describe('checkSubscriptionSlot (spec §5, in order)', () => {
  it('asks for both times, then an end after the start', () => {
    expect(check('2030-05-11', null, 8 * H)).toBe(M.bothTimes);
    expect(check('2030-05-11', 8 * H, null)).toBe(M.bothTimes);
    expect(check('2030-05-11', 8 * H, 8 * H)).toBe(M.endAfterStart);
    expect(check('2030-05-11', 9 * H, 8 * H)).toBe(M.endAfterStart);
  });

  it('refuses a start in the past today, not later today or on later days', () => {
    expect(check('2030-05-10', 18 * H, 19 * H)).toBe(M.past);
    expect(check('2030-05-10', 18 * H + 30, 19 * H)).toBeNull();
    expect(check('2030-05-11', 6 * H, 7 * H)).toBeNull();
  });

  it("refuses the turf's booked slots and the already selected ones, not the ones touching them", () => {
    expect(check('2030-05-11', 17 * H, 18 * H + 30)).toBe(M.taken);
    expect(check('2030-05-11', 18 * H + 30, 20 * H)).toBe(M.taken);
    expect(check('2030-05-11', 17 * H, 18 * H)).toBeNull();
    expect(check('2030-05-11', 19 * H, 20 * H)).toBeNull();
    expect(check('2030-05-12', 8 * H, 9 * H)).toBeNull();
    expect(check('2030-05-12', 7 * H + 30, 9 * H)).toBe(M.overlapsSelected);
    expect(check('2030-05-13', 7 * H + 30, 9 * H)).toBeNull();
  });
});

describe('a subscription slot and the opening hours', () => {
  // 2030-05-12 is a Sunday (closed), 2030-05-13 a Monday (8:00 AM – 8:00 PM).
  const week: WeekHours = DEFAULT_WEEK_HOURS.map((hours, day) =>
    day === 0 ? null : day === 1 ? { open: 8 * H, close: 20 * H } : hours,
  );
  const checkIn = (date: string, start: number, end: number) =>
    checkSubscriptionSlot({ date, start, end }, { now, taken, selected, openingHours: week });

  it('refuses a slot outside its day’s hours with the closed message; closing time may end it', () => {
    expect(checkIn('2030-05-13', 19 * H, 20 * H)).toBeNull();
    expect(checkIn('2030-05-13', 8 * H, 9 * H)).toBeNull();
    expect(checkIn('2030-05-13', 19 * H, 20 * H + 30)).toBe(OPENING_HOURS_MESSAGES.closed);
    expect(checkIn('2030-05-13', 7 * H + 30, 9 * H)).toBe(M.closed);
    expect(checkIn('2030-05-12', 10 * H, 11 * H)).toBe(M.closed);
    // Other days keep the default hours, and the earlier checks still come first.
    expect(checkIn('2030-05-14', 22 * H, 23 * H + 30)).toBeNull();
    expect(checkIn('2030-05-13', 21 * H, 20 * H)).toBe(M.endAfterStart);
    expect(checkIn('2030-05-10', 6 * H, 7 * H)).toBe(M.past);
  });

  it('offers the start times while open and the end times up to closing', () => {
    expect(isClosedDay('2030-05-12', week)).toBe(true);
    expect(isClosedDay('2030-05-13', week)).toBe(false);
    expect(isClosedStart('2030-05-13', 7 * H + 30, week)).toBe(true);
    expect(isClosedStart('2030-05-13', 8 * H, week)).toBe(false);
    expect(isClosedStart('2030-05-13', 20 * H, week)).toBe(true);
    expect(isClosedEnd('2030-05-13', 7 * H + 30, week)).toBe(true);
    expect(isClosedEnd('2030-05-13', 20 * H, week)).toBe(false);
    expect(isClosedEnd('2030-05-13', 20 * H + 30, week)).toBe(true);
    expect(isClosedEnd('2030-05-12', 12 * H, week)).toBe(true);
  });

  it('closes nothing for a turf with the default hours', () => {
    for (const openingHours of [null, undefined, DEFAULT_WEEK_HOURS]) {
      expect(isClosedDay('2030-05-12', openingHours)).toBe(false);
      for (const minutes of SLOT_TIMES) {
        expect(isClosedStart('2030-05-12', minutes, openingHours)).toBe(false);
        expect(isClosedEnd('2030-05-12', minutes, openingHours)).toBe(false);
      }
    }
  });

  it('accepts a slot exactly when its start is offered and its end is offered after it', () => {
    const time = fc.constantFrom(...SLOT_TIMES);
    fc.assert(
      fc.property(
        time,
        time,
        fc.constantFrom('2030-05-12', '2030-05-13', '2030-05-14'),
        (a, b, date) => {
          const accepted =
            checkSubscriptionSlot(
              { date, start: a, end: b },
              { now, taken: [], selected: [], openingHours: week },
            ) === null;
          expect(accepted).toBe(
            b > a && !isClosedStart(date, a, week) && !isClosedEnd(date, b, week),
          );
        },
      ),
    );
  });
});

describe('the largest subscription', () => {
  it('refuses a 25th slot', () => {
    const chosen = Array.from({ length: MAX_SUBSCRIPTION_SLOTS }, (_, i) => ({
      date: `2030-06-${String(i + 1).padStart(2, '0')}`,
      start: 6 * H,
      end: 7 * H,
    }));
    const next = { date: '2030-07-01', start: 6 * H, end: 7 * H };
    expect(checkSubscriptionSlot(next, { now, taken: [], selected: chosen.slice(1) })).toBeNull();
    expect(checkSubscriptionSlot(next, { now, taken: [], selected: chosen })).toBe(M.tooMany);
  });
});

describe('subscriptionPrice', () => {
  it('takes 15% off the sum of the slot prices', () => {
    const slots = [
      { date: '2030-05-11', start: 6 * H, end: 7 * H },
      { date: '2030-05-12', start: 6 * H, end: 7 * H + 30 },
      { date: '2030-05-13', start: 6 * H, end: 7 * H },
      { date: '2030-05-14', start: 6 * H, end: 6 * H + 30 },
    ];
    expect(subscriptionPrice(slots, flatPriceRules(100_000), null)).toEqual({
      originalPaise: 400_000,
      discountPaise: 60_000,
      finalPaise: 340_000,
      sharesPaise: [85_000, 127_500, 85_000, 42_500],
    });
  });

  it("gives each slot its own price's share, adding up to the charge (the ₹1,250/h example)", () => {
    const slots = [
      { date: '2030-05-11', start: 6 * H, end: 7 * H },
      { date: '2030-05-12', start: 6 * H, end: 7 * H },
      { date: '2030-05-13', start: 6 * H, end: 7 * H },
      { date: '2030-05-14', start: 6 * H, end: 7 * H + 30 },
    ];
    const price = subscriptionPrice(slots, flatPriceRules(125_000), null);
    expect(price.finalPaise).toBe(478_125);
    expect(price.sharesPaise).toEqual([106_250, 106_250, 106_250, 159_375]);
  });

  it('is always round(0.85 × sum), with the discount making up the difference', () => {
    const slot = fc
      .tuple(fc.integer({ min: 12, max: 46 }), fc.integer({ min: 1, max: 10 }))
      .map(([startHalf, length]) => ({
        date: '2030-05-11',
        start: startHalf * 30,
        end: Math.min(47, startHalf + length) * 30,
      }))
      .filter((s) => s.end > s.start);
    fc.assert(
      fc.property(
        fc.array(slot, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 3000 }),
        (slots, rupees) => {
          const price = rupees * 100;
          // Each slot at its own price by the one rule (docs/decisions/034).
          const sum = slots.reduce(
            (total, s) => total + priceOfRange(flatPriceRules(price), s, null).totalPaise,
            0,
          );
          const result = subscriptionPrice(slots, flatPriceRules(price), null);
          expect(result.originalPaise).toBe(sum);
          expect(result.finalPaise).toBe(Math.round(0.85 * sum));
          expect(result.discountPaise + result.finalPaise).toBe(sum);
        },
      ),
    );
  });
});

describe('subscriptionSpan', () => {
  it('is the earliest and latest slot date', () => {
    expect(
      subscriptionSpan([{ date: '2030-05-14' }, { date: '2030-05-11' }, { date: '2030-05-12' }]),
    ).toEqual({
      startDate: '2030-05-11',
      endDate: '2030-05-14',
    });
  });
});
