import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourtInput } from '../../shared/courts';
import { courts, turfs } from '../db/schema';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { searchCatalogueOf } from './search-catalogue';

// The slot search keeps each listed venue's slow-changing part in the process (docs/decisions/
// 048) under the turf list's data version: read once while nothing listed changes, and read
// again by the next search after any change, made through this process, another, or straight in
// SQL (as here: nothing tells the process but the version).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
beforeEach(() => t.setNow(new Date('2030-05-10T04:30:00Z')));

const SPLIT_PITCH: CourtInput[] = [
  { name: 'Half A', sports: ['football'] },
  { name: 'Half B', sports: ['football'] },
  { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
];

async function foundAt7(turfId: string) {
  const answer = await t.app.inject({
    url: '/api/v1/turf/getTurf?sport=football&date=2030-05-11&from=19:00&minutes=60',
  });
  expect(answer.statusCode).toBe(200);
  const turf = (answer.json().turfs as { _id: string }[]).find((found) => found._id === turfId);
  return turf as
    { price: number; freeSlots: { amount: string; suitableCourts: number }[] } | undefined;
}

describe("the slot search's catalogue of listed venues", () => {
  it('is read once while nothing listed changes, and anew after any change', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const { turf, court } = await createTurfWithCourts(t.database.db, owner.id, SPLIT_PITCH, {
      sportsType: 'football',
    });
    expect((await foundAt7(turf.id))?.freeSlots[0]).toMatchObject({
      amount: '800.00',
      suitableCourts: 3,
    });
    const catalogue = searchCatalogueOf(t.database.db);
    const kept = await catalogue();
    expect(await catalogue()).toBe(kept);

    await t.database.db.update(turfs).set({ pricePaise: 123_450 }).where(eq(turfs.id, turf.id));
    expect(await catalogue()).not.toBe(kept);
    expect(await foundAt7(turf.id)).toMatchObject({
      price: 1234.5,
      freeSlots: [{ amount: '1234.50', suitableCourts: 3 }],
    });

    await t.database.db
      .update(courts)
      .set({ retiredAt: new Date() })
      .where(eq(courts.id, court['Full pitch']!));
    expect((await foundAt7(turf.id))?.freeSlots[0]).toMatchObject({ suitableCourts: 2 });

    await t.database.db.update(turfs).set({ approved: false }).where(eq(turfs.id, turf.id));
    expect(await foundAt7(turf.id)).toBeUndefined();
  });
});
