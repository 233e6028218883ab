import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from './schema-bookings';
import { createBooking, createTurf, createUser, clearBookings } from '../testing/factories';
import { resetDatabase, testDatabase } from '../testing/test-database';
import type { Database } from './database';

// The bookings trigger (migrations 0011, 0014, 0032) keeps each listing's plain courts' day bits
// (turf_day_slots) in step with the bookings through every
// kind of write the product makes (a hold confirmed, released or run out, a cancel, a move to
// another day or time, a block removed, a row deleted): after any sequence of them, the table
// holds exactly the bits worked out here, in plain code, from the rows themselves.

let database: Database;
beforeEach(async () => {
  database = await testDatabase();
  await resetDatabase(database);
});

const DAYS = ['2030-05-10', '2030-05-11'];

/** The plain courts' numbers in a multirange's text ('{[3,5),[9,10)}' is 3, 4, 9). */
function groundsOf(multirange: string): number[] {
  return [...multirange.matchAll(/\[(\d+),(\d+)\)/g)].flatMap(([, from, to]) =>
    Array.from({ length: Number(to) - Number(from) }, (_, i) => Number(from) + i),
  );
}
const MOMENT = Date.parse('2030-05-10T12:00:00Z');
const STATUSES = ['pending', 'confirmed', 'blocked', 'expired', 'cancelled', 'unblocked'] as const;
type Status = (typeof STATUSES)[number];

/** The half-hours of [start, end) as bits: an 11:59 PM end takes the last half-hour. */
function bitsOf(start: number, end: number): bigint {
  let bits = 0n;
  for (let half = start / 30; half * 30 < end; half += 1) bits |= 1n << BigInt(half);
  return bits;
}

const range = fc
  .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 6 }))
  .map(([half, halves]) => ({
    start: half * 30,
    end: Math.min((half + halves) * 30, 1439),
  }));
const step = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), turf: fc.nat(1), day: fc.nat(1), range }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    to: fc.constantFrom(...STATUSES),
    // A hold's end, minutes from a fixed moment (null: a hold without one).
    ends: fc.option(fc.integer({ min: -30, max: 30 })),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), day: fc.nat(1), range }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

/** A moment as milliseconds; PostgreSQL's 'infinity' (a hold without an end) comes as NaN. */
function timeOf(moment: Date | null): number {
  const time = moment?.getTime() ?? Number.NaN;
  return Number.isNaN(time) ? Infinity : time;
}

/** A write the exclusion constraint refuses (an overlap) is skipped, as the product would. */
async function tryWrite(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    if (code !== '23P01' && (error as { code?: string }).code !== '23P01') throw error;
  }
}

/** turf_day_slots, one entry a plain court and day, in the table's own order. */
async function keptSlots(db: Database['db']) {
  const { rows } = (await db.execute(sql`
    select s.turf_id as "turfId", s.day::text as day, g.ground, g.taken::text as taken,
      g.held::text as held, s.held_live_until as "heldLiveUntil"
    from turf_day_slots s,
      unnest(s.grounds, s.taken, s.held) with ordinality as g(ground, taken, held, n)
    order by s.day, s.turf_id, g.n`)) as unknown as {
    rows: {
      turfId: string;
      day: string;
      ground: number;
      taken: string;
      held: string;
      heldLiveUntil: string | Date | null;
    }[];
  };
  return rows.map((row) => ({
    ...row,
    ground: Number(row.ground),
    taken: BigInt(row.taken),
    held: BigInt(row.held),
    heldLiveUntil: row.heldLiveUntil === null ? null : new Date(row.heldLiveUntil),
  }));
}

describe('turf_day_slots', () => {
  it('holds exactly the half-hours that pending, confirmed and blocked rows take', async () => {
    const { db } = database;
    const owner = await createUser(db, 'owner');
    const turfIds = [(await createTurf(db, owner.id)).id, (await createTurf(db, owner.id)).id];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await clearBookings(db);
        for (const s of steps) {
          const ids = (await db.select({ id: bookings.id }).from(bookings)).map((row) => row.id);
          const picked = s.kind === 'insert' || ids.length === 0 ? null : ids[s.pick % ids.length]!;
          if (s.kind === 'insert') {
            await tryWrite(() =>
              createBooking(db, {
                turfId: turfIds[s.turf]!,
                userId: owner.id,
                day: DAYS[s.day]!,
                startMinute: s.range.start,
                endMinute: s.range.end,
              }),
            );
          } else if (picked && s.kind === 'status') {
            const to: Status = s.to;
            const block = to === 'blocked' || to === 'unblocked';
            await tryWrite(() =>
              db
                .update(bookings)
                .set({
                  status: to,
                  amountPaise: block ? 0 : 100_000,
                  blockReason: block ? 'Maintenance' : null,
                  holdExpiresAt: s.ends === null ? null : new Date(MOMENT + s.ends * 60_000),
                })
                .where(eq(bookings.id, picked)),
            );
          } else if (picked && s.kind === 'move') {
            await tryWrite(() =>
              db
                .update(bookings)
                .set({ day: DAYS[s.day]!, startMinute: s.range.start, endMinute: s.range.end })
                .where(eq(bookings.id, picked)),
            );
          } else if (picked) {
            await db.delete(bookings).where(eq(bookings.id, picked));
          }
        }
        const expected = new Map<string, { taken: bigint; held: bigint }>();
        // Per listing and day: the earliest end of what is held (Infinity: nothing held).
        const earliest = new Map<string, number>();
        for (const row of await db.select().from(bookings)) {
          if (!['pending', 'confirmed', 'blocked'].includes(row.status)) continue;
          const day = `${row.turfId} ${row.day}`;
          for (const ground of groundsOf(row.ground)) {
            const key = `${ground} ${row.day}`;
            const bits = expected.get(key) ?? { taken: 0n, held: 0n };
            if (row.status === 'pending') {
              bits.held |= bitsOf(row.startMinute, row.endMinute);
              const ends = row.holdExpiresAt?.getTime() ?? Infinity;
              earliest.set(day, Math.min(earliest.get(day) ?? Infinity, ends));
            } else bits.taken |= bitsOf(row.startMinute, row.endMinute);
            expected.set(key, bits);
          }
        }
        const actual = new Map<string, { taken: bigint; held: bigint }>();
        for (const row of await keptSlots(db)) {
          const key = `${row.ground} ${row.day}`;
          // Never later than the earliest end of what the listing's day holds; nothing when
          // nothing is held that day.
          const heldThatDay = earliest.has(`${row.turfId} ${row.day}`);
          if (!heldThatDay) expect(row.heldLiveUntil).toBeNull();
          else {
            expect(timeOf(row.heldLiveUntil)).toBeLessThanOrEqual(
              earliest.get(`${row.turfId} ${row.day}`)!,
            );
          }
          if (row.taken === 0n && row.held === 0n) continue;
          actual.set(key, { taken: row.taken, held: row.held });
        }
        expect(actual).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('rebuilds to the same bits it keeps', async () => {
    const { db } = database;
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id);
    const made = { turfId: turf.id, userId: owner.id, day: DAYS[0]! };
    await createBooking(db, { ...made, startMinute: 0, endMinute: 90 });
    const holdEnds = new Date(MOMENT);
    await createBooking(db, {
      ...made,
      startMinute: 1380,
      endMinute: 1439,
      status: 'pending',
      holdExpiresAt: holdEnds,
    });
    const kept = await keptSlots(db);
    await db.execute(sql`select rebuild_turf_day_slots()`);
    expect(await keptSlots(db)).toEqual(kept);
    const [{ ground }] = (await db.select({ ground: bookings.ground }).from(bookings)) as [
      { ground: string },
    ];
    expect(kept).toEqual([
      {
        turfId: turf.id,
        ground: groundsOf(ground)[0],
        day: DAYS[0],
        taken: 0b111n,
        held: 0b11n << 46n,
        heldLiveUntil: holdEnds,
      },
    ]);
  });

  it('refuses a booking off the half-hours', async () => {
    const { db } = database;
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id);
    await expect(
      createBooking(db, {
        turfId: turf.id,
        userId: owner.id,
        day: DAYS[0]!,
        startMinute: 15,
        endMinute: 60,
      }),
    ).rejects.toThrow();
  });
});
