import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RulesBeyondBase } from '../../shared/price-rules';
import { timeLabel } from '../../shared/slots';
import { turfs } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// The slot search prices each free time as a hold made now would be (docs/decisions/034): its
// price band and price order use that price, and each free time says it, as the booking summary
// (GET /turf/:turfId/price) and Pay Now do. TEST_NOW is 10:00 AM on Friday 2030-05-10, Mumbai.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const MONDAY = '2030-05-13';
const MORNINGS_AND_EVENINGS: RulesBeyondBase = {
  bands: [
    { days: [1, 2, 3, 4, 5], from: 18 * 60, to: 23 * 60, perHourPaise: 180_000 },
    { days: [0, 1, 2, 3, 4, 5, 6], from: 6 * 60, to: 9 * 60, perHourPaise: 60_000 },
  ],
  specialDays: [],
  lastMinute: null,
};

async function scene() {
  const owner = await createUser(t.database.db, 'owner');
  const flat = await createTurf(t.database.db, owner.id, {
    name: 'Flat Field',
    pricePaise: 100_000,
  });
  const banded = await createTurf(t.database.db, owner.id, {
    name: 'Banded Box',
    pricePaise: 120_000,
  });
  await t.database.db
    .update(turfs)
    .set({ priceRules: MORNINGS_AND_EVENINGS })
    .where(eq(turfs.id, banded.id));
  return { flat, banded };
}

async function search(query: Record<string, string>) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/turf/getTurf?${new URLSearchParams({ date: MONDAY, minutes: '60', ...query })}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    turfs: { name: string; freeSlots: { startTime: string; amount: string }[] }[];
    total?: number;
  };
}

const namesAndAmounts = (found: Awaited<ReturnType<typeof search>>) =>
  found.turfs.map((turf) => [turf.name, turf.freeSlots.map((slot) => slot.amount).join(' ')]);

describe('the slot search’s prices', () => {
  it('filters and sorts by the price of the time searched, not the base price', async () => {
    await scene();
    expect(namesAndAmounts(await search({ from: '07:00', sort: 'price_asc' }))).toEqual([
      ['Banded Box', '600.00'],
      ['Flat Field', '1000.00'],
    ]);
    expect(namesAndAmounts(await search({ from: '19:00', sort: 'price_asc' }))).toEqual([
      ['Flat Field', '1000.00'],
      ['Banded Box', '1800.00'],
    ]);
    expect(namesAndAmounts(await search({ from: '19:00', sort: 'price_desc' }))[0]![0]).toBe(
      'Banded Box',
    );
    // Up to ₹1,000 an hour: the banded box only in the morning.
    expect(namesAndAmounts(await search({ from: '07:00', maxPrice: '1000' }))).toHaveLength(2);
    expect(namesAndAmounts(await search({ from: '19:00', maxPrice: '1000' }))).toEqual([
      ['Flat Field', '1000.00'],
    ]);
    expect(namesAndAmounts(await search({ from: '19:00', minPrice: '1500.01' }))).toEqual([
      ['Banded Box', '1800.00'],
    ]);
  });

  it('keeps only the free times within the band, and pages the priced answer with its total', async () => {
    await scene();
    // ±1 hour around 9:00 AM, nearest first: 8:30 AM is half off-peak, 8:00 AM all of it;
    // 9:00 AM and later cost the full ₹1,200.
    const flexible = await search({ from: '09:00', flex: 'true', maxPrice: '1000' });
    const banded = flexible.turfs.find((turf) => turf.name === 'Banded Box')!;
    expect(banded.freeSlots.map((slot) => [slot.startTime, slot.amount])).toEqual([
      ['8:30 AM', '900.00'],
      ['8:00 AM', '600.00'],
    ]);
    const page = await search({ from: '19:00', sort: 'price_asc', limit: '1', offset: '1' });
    expect(page).toMatchObject({ total: 2, turfs: [{ name: 'Banded Box' }] });
    // A page's turfs read their list columns apart from the search: each is whole, exactly as
    // the unpaged answer has it (ratings, court count, images and all).
    const every = await search({ from: '19:00', sort: 'price_asc' });
    expect(page.turfs).toEqual(every.turfs.slice(1, 2));
    const rated = await search({ from: '19:00', sort: 'rating', maxPrice: '2000', limit: '2' });
    const ratedEvery = await search({ from: '19:00', sort: 'rating', maxPrice: '2000' });
    expect(rated.turfs).toEqual(ratedEvery.turfs);
    expect(
      await search({ from: '19:00', sort: 'price_asc', limit: '1', offset: '5' }),
    ).toMatchObject({ total: 2, turfs: [] });
  });

  it('shows the same price the summary quotes and Pay Now charges, for any rules and time', async () => {
    const { banded } = await scene();
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rate = fc.integer({ min: 1, max: 400 }).map((rupees) => rupees * 500);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          evening: rate,
          morning: rate,
          offer: fc.option(fc.integer({ min: 1, max: 90 })),
          start: fc.integer({ min: 22, max: 44 }).map((half) => half * 30),
          halves: fc.integer({ min: 1, max: 4 }),
        }),
        async ({ evening, morning, offer, start, halves }) => {
          const end = Math.min(start + halves * 30, 23 * 60 + 30);
          await t.database.db
            .update(turfs)
            .set({
              priceRules: {
                bands: [
                  { days: [5], from: 18 * 60, to: 23 * 60, perHourPaise: evening },
                  { days: [5], from: 11 * 60, to: 14 * 60 + 30, perHourPaise: morning },
                ],
                specialDays: [],
                lastMinute: offer ? { withinMinutes: 240, percentOff: offer } : null,
              },
            })
            .where(eq(turfs.id, banded.id));
          // Today (Friday), so the offer can reach the time.
          const minutes = String(end - start);
          const found = await search({
            date: '2030-05-10',
            from: timeLabelOf(start),
            minutes,
            q: 'Banded',
          });
          const quoted = await t.app.inject({
            method: 'GET',
            url: `/api/v1/turf/${banded.id}/price?${new URLSearchParams({
              date: '2030-05-10',
              startTime: timeLabel(start),
              endTime: timeLabel(end),
            })}`,
          });
          expect(found.turfs[0]!.freeSlots[0]!.amount).toBe(quoted.json().amount);
          const held = await postPayment(t.app, player, {
            amount: quoted.json().amount,
            currency: 'inr',
            booking: {
              turfId: banded.id,
              bookingDate: '2030-05-10',
              startTime: timeLabel(start),
              endTime: timeLabel(end),
            },
          });
          expect(held.statusCode, held.body).toBe(200);
          expect(held.json().amount).toBe(quoted.json().amount);
          // Let it go, so the next run finds the time free again.
          const released = await t.app.inject({
            method: 'POST',
            url: `/api/v1/payment/holds/${held.json().paymentId}/release`,
            headers: { cookie: player },
          });
          expect(released.statusCode, released.body).toBe(200);
        },
      ),
      { numRuns: 12 },
    );
  });
});

/** 1140 → "19:00", as the search's `from` takes it. */
function timeLabelOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
