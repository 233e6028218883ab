import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimsByDate, freeCourtsFor } from '../../shared/court-availability';
import { countByKind } from '../../shared/court-kinds';
import type { Court, CourtInput } from '../../shared/courts';
import { courts } from '../db/schema';
import {
  createBooking,
  createTurfWithCourts,
  createUser,
  clearBookings,
} from '../testing/factories';
import { useTestApp } from '../testing/test-app';

// The slot search at venues with courts (docs/decisions/029): a listing is found while some
// court that hosts the sport is free, and each free time says how many of those courts are, by
// the same rule the grid and the court assignment use (shared/court-availability).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
beforeEach(() => t.setNow(NOW));

const DAY = '2030-05-11';
const SEVEN_PM = 19 * 60;
const SPLIT_PITCH: CourtInput[] = [
  { name: 'Half A', sports: ['football'] },
  { name: 'Half B', sports: ['football'] },
  { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
];

interface KindJson {
  players: number | null;
  plainCourts: number | null;
  free: number;
  suitable: number;
}

interface FoundTurf {
  _id: string;
  freeSlots: {
    start: number;
    freeCourts: number;
    suitableCourts: number;
    courtsByKind?: KindJson[];
  }[];
}

async function search(query: string): Promise<FoundTurf[]> {
  const answer = await t.app.inject({ url: `/api/v1/turf/getTurf?date=${DAY}&${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().turfs;
}

async function venue(inputs: CourtInput[], sportsType = 'football') {
  const owner = await createUser(t.database.db, 'owner');
  return createTurfWithCourts(t.database.db, owner.id, inputs, { sportsType });
}

describe('the slot search at a venue with courts', () => {
  it('says how many courts are free, and drops the venue once none is', async () => {
    const { turf, court } = await venue(SPLIT_PITCH);
    const player = await createUser(t.database.db, 'user');
    const at7 = async () =>
      (await search('from=19:00&minutes=60'))
        .find((found) => found._id === turf.id)
        ?.freeSlots.find((slot) => slot.start === SEVEN_PM);
    expect(await at7()).toMatchObject({ freeCourts: 3, suitableCourts: 3 });

    const claim = (courtId: string) =>
      createBooking(t.database.db, {
        turfId: turf.id,
        userId: player.id,
        courtId,
        day: DAY,
        startMinute: SEVEN_PM,
        endMinute: SEVEN_PM + 60,
      });
    // A half taken leaves the other half, and the whole pitch is no longer free.
    await claim(court['Half A']!);
    expect(await at7()).toMatchObject({ freeCourts: 1, suitableCourts: 3 });
    await claim(court['Half B']!);
    expect(await at7()).toBeUndefined();
  });

  it('counts the free courts by the formats the owner stated, never mixed (decision 067)', async () => {
    const { turf, court } = await venue([
      { name: 'North', sports: ['football'], format: 5 },
      { name: 'South', sports: ['football'], format: 5 },
      { name: 'Big one', sports: ['football'], parts: ['North', 'South'], format: 7 },
      { name: 'Shuttle', sports: ['badminton'], format: null },
    ]);
    const player = await createUser(t.database.db, 'user');
    const at7 = async (query = '') =>
      (await search(`from=19:00&minutes=60${query}`))
        .find((found) => found._id === turf.id)
        ?.freeSlots.find((slot) => slot.start === SEVEN_PM);
    const kinds = (five: number, seven: number) => [
      { players: 5, plainCourts: null, free: five, suitable: 2 },
      { players: 7, plainCourts: null, free: seven, suitable: 1 },
    ];
    expect(await at7('&sport=football')).toMatchObject({
      freeCourts: 3,
      suitableCourts: 3,
      courtsByKind: kinds(2, 1),
    });
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: court['North']!,
      day: DAY,
      startMinute: SEVEN_PM,
      endMinute: SEVEN_PM + 60,
    });
    expect(await at7('&sport=football')).toMatchObject({
      freeCourts: 1,
      courtsByKind: kinds(1, 0),
    });
    // Every sport searched: the badminton court is of a kind of its own (one plain court).
    expect((await at7())?.courtsByKind).toEqual([
      ...kinds(1, 0),
      { players: null, plainCourts: 1, free: 1, suitable: 1 },
    ]);
    // Courts all of one kind say nothing more than "2 of 2 free", whatever their names.
    const same = await venue([
      { name: '7-a-side A', sports: ['football'], format: 5 },
      { name: 'B', sports: ['football'], format: 5 },
    ]);
    const slot = (await search('from=19:00&minutes=60'))
      .find((found) => found._id === same.turf.id)
      ?.freeSlots.find((free) => free.start === SEVEN_PM);
    expect(slot).toMatchObject({ freeCourts: 2, suitableCourts: 2 });
    expect(slot).not.toHaveProperty('courtsByKind');
  });

  it('does not count a court its own hours close (docs/decisions/031)', async () => {
    const { turf, court } = await venue(SPLIT_PITCH);
    await t.database.db
      .update(courts)
      .set({ openingHours: Array.from({ length: 7 }, () => ({ open: 360, close: 19 * 60 })) })
      .where(eq(courts.id, court['Half B']!));
    const found = (await search('from=19:00&minutes=60')).find((f) => f._id === turf.id);
    expect(found?.freeSlots[0]).toMatchObject({ start: SEVEN_PM, freeCourts: 2 });
  });

  it('counts only the courts that host the sport searched', async () => {
    const { turf } = await venue(
      [
        { name: 'Box', sports: ['cricket', 'football'] },
        { name: 'Nets', sports: ['cricket'] },
      ],
      'cricket',
    );
    const free = async (query: string) =>
      (await search(`from=19:00&minutes=60&${query}`)).find((found) => found._id === turf.id)
        ?.freeSlots[0];
    expect(await free('sport=cricket')).toMatchObject({ freeCourts: 2, suitableCourts: 2 });
    expect(await free('')).toMatchObject({ freeCourts: 2, suitableCourts: 2 });
  });

  it('finds exactly the free courts the shared rule finds, whatever is booked', async () => {
    const { turf, court } = await venue(SPLIT_PITCH);
    const player = await createUser(t.database.db, 'user');
    const listed: Court[] = SPLIT_PITCH.map((input) => ({
      id: court[input.name]!,
      name: input.name,
      sports: ['football'],
      parts: (input.parts ?? []).map((part) => court[part]!),
    }));
    const claim = fc.record({
      court: fc.constantFrom(...SPLIT_PITCH.map((input) => input.name)),
      start: fc.integer({ min: 36, max: 44 }),
      halves: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(claim, { maxLength: 5 }), async (wanted) => {
        await clearBookings(t.database.db, turf.id);
        const made = [];
        for (const { court: name, start, halves } of wanted) {
          const range = { start: start * 30, end: (start + halves) * 30 };
          const claims = claimsByDate(listed, made).get(DAY) ?? [];
          // Only what the database would take: no two claims on the same ground at once.
          const clashes = claims.some(
            (other) =>
              other.start < range.end &&
              range.start < other.end &&
              !freeCourtsFor(
                listed,
                new Map([[DAY, [other]]]),
                { date: DAY, ...range },
                {
                  sport: null,
                  courtId: court[name]!,
                },
              ).length,
          );
          if (clashes) continue;
          await createBooking(t.database.db, {
            turfId: turf.id,
            userId: player.id,
            courtId: court[name]!,
            day: DAY,
            startMinute: range.start,
            endMinute: range.end,
          });
          made.push({ date: DAY, ...range, courtId: court[name]! });
        }
        const found = (await search('from=19:00&minutes=60&flex=true')).find(
          (turfFound) => turfFound._id === turf.id,
        );
        const claims = claimsByDate(listed, made);
        for (let start = 18 * 60; start <= 20 * 60; start += 30) {
          const range = { date: DAY, start, end: start + 60 };
          const expected = freeCourtsFor(listed, claims, range, {
            sport: 'football',
            courtId: null,
          });
          const slot = found?.freeSlots.find((free) => free.start === start);
          expect(slot?.freeCourts ?? 0).toBe(expected.length);
          // By kind as the grid counts them: the halves apart from the whole they make.
          if (slot) {
            const byKind = countByKind(listed, expected)!.map(({ kind, free, suitable }) => ({
              players: null,
              plainCourts: kind.by === 'ground' ? kind.plainCourts : null,
              free,
              suitable,
            }));
            expect(slot.courtsByKind).toEqual(byKind);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
