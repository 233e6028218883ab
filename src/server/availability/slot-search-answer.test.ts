import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { turfRatings, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';

// A slot search's answer as the client sees it (docs/decisions/018): each turf exactly as the
// plain list writes it plus its free slots, sorted and paged, fresh after a turf changes, and
// the same search answered anew after any change to its day.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
beforeEach(() => t.setNow(NOW));

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf?${query}` });

describe("a slot search's answer", () => {
  const search = 'date=2030-05-11&from=19:00&minutes=60';

  it('carries each turf as the plain list does, plus its free slots, paged and sorted', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const rater = await createUser(t.database.db, 'user', 'Asha Rao');
    const made = [];
    for (const [name, pricePaise] of [
      ['Alpha', 90_000],
      ['Bravo', 60_000],
      ['Charlie', 120_000],
    ] as const)
      made.push(await createTurf(t.database.db, owner.id, { name, pricePaise }));
    await t.database.db
      .insert(turfRatings)
      .values({ turfId: made[2]!.id, userId: rater.id, rating: 5 });
    // Alpha is taken at 7 PM.
    await createBooking(t.database.db, {
      turfId: made[0]!.id,
      userId: rater.id,
      day: '2030-05-11',
      startMinute: 1140,
      endMinute: 1200,
    });
    const plain = new Map(
      ((await list('')).json().turfs as { _id: string }[]).map((turf) => [turf._id, turf]),
    );
    const found = (await list(search)).json();
    expect(found.turfs.map((turf: { name: string }) => turf.name)).toEqual(['Bravo', 'Charlie']);
    for (const turf of found.turfs) {
      const { freeSlots, ...rest } = turf;
      expect(rest).toEqual(plain.get(turf._id));
      expect(freeSlots).toEqual([
        {
          date: '2030-05-11',
          start: 1140,
          end: 1200,
          startTime: '7:00 PM',
          endTime: '8:00 PM',
          freeCourts: 1,
          suitableCourts: 1,
          // What a hold made now charges: the turf's own price for the hour.
          amount: (rest.price as number).toFixed(2),
        },
      ]);
    }
    const names = async (query: string) =>
      ((await list(`${search}&${query}`)).json().turfs as { name: string }[]).map((x) => x.name);
    expect(await names('sort=rating')).toEqual(['Charlie', 'Bravo']);
    expect(await names('sort=price_desc')).toEqual(['Charlie', 'Bravo']);
    expect(await names('q=charly')).toEqual(['Charlie']);
    expect((await list(`${search}&limit=1`)).json()).toMatchObject({ total: 2 });
    expect((await list(`${search}&limit=1&offset=5`)).json()).toEqual({
      success: true,
      turfs: [],
      total: 2,
    });
  });

  it('shows a turf as it is now: a new price, a turf just listed', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const first = await createTurf(t.database.db, owner.id, { pricePaise: 80_000 });
    expect((await list(search)).json().turfs).toHaveLength(1);
    await t.database.db.update(turfs).set({ pricePaise: 95_000 }).where(eq(turfs.id, first.id));
    await createTurf(t.database.db, owner.id, { name: 'Zulu Just Listed' });
    const again = (await list(search)).json();
    expect(again.turfs).toHaveLength(2);
    expect(again.turfs[0]).toMatchObject({ _id: first.id, price: 950 });
  });
});

describe('a slot search asked again', () => {
  const search = 'date=2030-05-11&from=19:00&minutes=60';
  const turfNames = async () =>
    ((await list(search)).json().turfs as { name: string }[]).map((turf) => turf.name);

  it('is answered again at once after any change to that day: a booking, a cancel, a hold', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const player = await createUser(t.database.db, 'user');
    const turf = await createTurf(t.database.db, owner.id, { name: 'Kept' });
    const at7 = { turfId: turf.id, userId: player.id, day: '2030-05-11', startMinute: 1140 };
    expect(await turfNames()).toEqual(['Kept']);
    expect(await turfNames()).toEqual(['Kept']);
    const booked = await createBooking(t.database.db, { ...at7, endMinute: 1200 });
    expect(await turfNames()).toEqual([]);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: NOW })
      .where(eq(bookings.id, booked.id));
    expect(await turfNames()).toEqual(['Kept']);
    await createBooking(t.database.db, {
      ...at7,
      endMinute: 1170,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(NOW.getTime() + 600_000),
    });
    expect(await turfNames()).toEqual([]);
    // Another day's change leaves this day's answer as it was (and still right).
    await createBooking(t.database.db, { ...at7, day: '2030-05-12', endMinute: 1200 });
    expect(await turfNames()).toEqual([]);
  });
});
