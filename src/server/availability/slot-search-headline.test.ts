import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { totalPaiseOfRange, type PriceRules, type RulesBeyondBase } from '../../shared/price-rules';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { pricedSearch } from './slot-search-prices';
import type { SlotSearchFilter } from './slot-search-statement';

// A slot search card's headline is the price of the free time nearest the time searched (its
// first free time, "₹1,150 for 7–8 PM"), and the price sort orders by that headline, so a list
// sorted by price reads in order (docs/decisions/067). TEST_NOW is 10:00 AM on Friday
// 2030-05-10, Mumbai; the searches are of Monday.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const MONDAY = '2030-05-13';
const EVENING = { days: [0, 1, 2, 3, 4, 5, 6], from: 19 * 60, to: 23 * 60 };

/** A flat rate, or a base with an evening band from 7 PM. */
function rules(basePaise: number, eveningPaise?: number): PriceRules {
  return {
    basePaise,
    bands: eveningPaise ? [{ ...EVENING, perHourPaise: eveningPaise }] : [],
    specialDays: [],
    lastMinute: null,
  };
}

/** A turf's stored rules (its base is the spec's price): the evening band from 7 PM. */
function beyondBase(eveningPaise: number): RulesBeyondBase {
  const { basePaise: _base, ...rest } = rules(0, eveningPaise);
  return rest;
}

describe('the price order of a slot search, by each turf’s headline price', () => {
  it('orders by the price of the first free time each turf shows, whatever the rules', () => {
    const turf = fc.record({
      rules: fc.record({
        base: fc.integer({ min: 1, max: 40 }).map((hundreds) => hundreds * 10_000),
        evening: fc.option(fc.integer({ min: 1, max: 40 }).map((hundreds) => hundreds * 10_000)),
      }),
      // Free starts nearest the searched 7 PM first, as the search finds them.
      starts: fc
        .subarray([19 * 60, 18 * 60 + 30, 19 * 60 + 30, 18 * 60, 20 * 60], { minLength: 1 })
        .map((starts) => starts.map((start) => ({ start }))),
    });
    fc.assert(
      fc.property(
        fc.array(turf, { maxLength: 8 }),
        fc.constantFrom('price_asc', 'price_desc') as fc.Arbitrary<'price_asc' | 'price_desc'>,
        (found, sort) => {
          const filter = {
            sort,
            slot: {
              date: MONDAY,
              starts: [],
              minutes: 60,
              now: TEST_NOW.toISOString(),
              venueNow: { date: '2030-05-10', minutes: 10 * 60 },
            },
          } satisfies SlotSearchFilter;
          const rulesOf = (turf: (typeof found)[number]) =>
            rules(turf.rules.base, turf.rules.evening ?? undefined);
          const { page } = pricedSearch(found, filter, rulesOf);
          const headlines = page.map(({ found, starts }) => {
            const first = starts[0]!.start.start;
            const paise = totalPaiseOfRange(
              rulesOf(found),
              { date: MONDAY, start: first, end: first + 60 },
              filter.slot.venueNow,
            );
            expect(first).toBe(found.starts[0]!.start);
            return paise;
          });
          const ordered = [...headlines].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
          expect(headlines).toEqual(ordered);
          expect(page).toHaveLength(found.length);
        },
      ),
    );
  });

  it('lists the ₹900 turf that costs ₹1,150 at 7 PM between the ₹1,100 and ₹1,200 ones', async () => {
    const owner = await createUser(t.database.db, 'owner');
    // Their base prices order them Andheri, Chembur, Bandra; their 7 PM prices Bandra, Andheri,
    // Chembur. Andheri is ₹900 at 6 PM, an hour from the time searched.
    await createTurf(t.database.db, owner.id, {
      name: 'Andheri Arena',
      pricePaise: 90_000,
      priceRules: beyondBase(115_000),
    });
    await createTurf(t.database.db, owner.id, { name: 'Bandra Box', pricePaise: 110_000 });
    await createTurf(t.database.db, owner.id, {
      name: 'Chembur Court',
      pricePaise: 100_000,
      priceRules: beyondBase(120_000),
    });
    const search = async (query: Record<string, string>) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/turf/getTurf?${new URLSearchParams({ date: MONDAY, from: '19:00', minutes: '60', ...query })}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { turfs } = answer.json() as {
        turfs: {
          name: string;
          price: number;
          pricesVary: boolean;
          freeSlots: { startTime: string; amount: string }[];
        }[];
      };
      return turfs.map(({ name, price, pricesVary, freeSlots }) => ({
        name,
        price,
        pricesVary,
        headline: `${freeSlots[0]!.amount} for ${freeSlots[0]!.startTime}`,
      }));
    };

    const ascending = [
      { name: 'Bandra Box', price: 1100, pricesVary: false, headline: '1100.00 for 7:00 PM' },
      { name: 'Andheri Arena', price: 900, pricesVary: true, headline: '1150.00 for 7:00 PM' },
      { name: 'Chembur Court', price: 1000, pricesVary: true, headline: '1200.00 for 7:00 PM' },
    ];
    expect(await search({ sort: 'price_asc' })).toEqual(ascending);
    expect(await search({ sort: 'price_desc' })).toEqual([...ascending].reverse());
    // ±1 hour: Andheri's 6 PM costs ₹900, but its card's headline is still 7 PM's ₹1,150, and
    // so is its place in the order; the spec's price stays the base (the shape is unchanged).
    expect(await search({ sort: 'price_asc', flex: 'true' })).toEqual(ascending);
    expect(await search({ sort: 'price_asc', limit: '1', offset: '1' })).toEqual([ascending[1]]);
  });
});
