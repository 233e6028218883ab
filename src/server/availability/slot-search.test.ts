import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS, type WeekHours } from '../../shared/opening-hours';
import { freeStarts, searchTimeText } from '../../shared/slot-search';
import { addDays, zonedNow } from '../../shared/time';
import { filtersToQuery } from '../../shared/turf-filters';
import { turfs } from '../db/schema';
import { createBooking, createTurf, createUser, clearBookings } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/turf/getTurf's slot search, checked against the shared rule in plain code over
// random bookings, holds, blocks and hours (its name search, sort and paging:
// turf-list-search.test.ts).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
const TODAY = '2030-05-10';
beforeEach(() => t.setNow(NOW));

async function list(query: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/turf/getTurf?${query}`,
    headers: cookie ? { cookie } : {},
  });
  return response;
}

const kinds = ['paid', 'live hold', 'run-out hold', 'block', 'cancelled', 'expired'] as const;
const minuteOnGrid = fc.integer({ min: 12, max: 46 }).map((half) => half * 30);

const bookingArbitrary = fc.record({
  turf: fc.integer({ min: 0, max: 3 }),
  day: fc.integer({ min: 0, max: 2 }),
  start: minuteOnGrid,
  halves: fc.integer({ min: 1, max: 4 }),
  kind: fc.constantFrom(...kinds),
  /** The searching player's own (else another player's); an owner's block is the owner's. */
  mine: fc.boolean(),
});
const hoursArbitrary: fc.Arbitrary<WeekHours | null> = fc.option(
  fc
    .tuple(
      fc.integer({ min: 12, max: 30 }),
      fc.integer({ min: 32, max: 47 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(([open, close, closedDay]) =>
      DEFAULT_WEEK_HOURS.map((_, day) =>
        day === closedDay ? null : { open: open * 30, close: Math.min(close * 30, 1439) },
      ),
    ),
);

describe('the slot search', () => {
  it('answers exactly the turfs with the time free, and their free starts, as the shared rule does', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const player = await createUser(t.database.db, 'user');
    // The searching player: their own live holds are no obstacle to them (decision 025).
    const searcher = await createUser(t.database.db, 'user');
    const searcherCookie = await cookieFor(t.app, searcher);
    await fc.assert(
      fc.asyncProperty(
        fc.array(hoursArbitrary, { minLength: 4, maxLength: 4 }),
        fc.array(bookingArbitrary, { maxLength: 14 }),
        fc.record({
          day: fc.integer({ min: 0, max: 2 }),
          from: fc.integer({ min: 12, max: 46 }).map((half) => half * 30),
          minutes: fc.constantFrom(30, 60, 90, 120, 180),
          flex: fc.boolean(),
        }),
        async (weekHours, planned, search) => {
          await clearBookings(t.database.db);
          await t.database.db.delete(turfs);
          const made = [];
          for (const openingHours of weekHours)
            made.push(await createTurf(t.database.db, owner.id, { openingHours }));
          // Rows the exclusion constraint covers (a run-out hold too, until it is marked
          // expired) cannot overlap; of those, the ones that take their slot now.
          const held: {
            turf: number;
            date: string;
            start: number;
            end: number;
            ownLiveHold?: boolean;
          }[] = [];
          const taken: typeof held = [];
          for (const b of planned) {
            const date = addDays(TODAY, b.day);
            const range = { date, start: b.start, end: Math.min(b.start + b.halves * 30, 1439) };
            const constrained = !['cancelled', 'expired'].includes(b.kind);
            const clash = held.some(
              (x) =>
                x.turf === b.turf && x.date === date && x.start < range.end && range.start < x.end,
            );
            if (constrained && clash) continue;
            const takes = b.kind === 'paid' || b.kind === 'live hold' || b.kind === 'block';
            await createBooking(t.database.db, {
              turfId: made[b.turf]!.id,
              userId: b.kind === 'block' ? owner.id : b.mine ? searcher.id : player.id,
              day: date,
              startMinute: range.start,
              endMinute: range.end,
              ...(b.kind === 'live hold' || b.kind === 'run-out hold'
                ? {
                    status: 'pending' as const,
                    paymentStatus: 'unpaid' as const,
                    holdExpiresAt: new Date(
                      NOW.getTime() + (b.kind === 'live hold' ? 1 : -1) * 60_000,
                    ),
                  }
                : {}),
              ...(b.kind === 'block'
                ? {
                    status: 'blocked' as const,
                    paymentStatus: 'unpaid' as const,
                    amountPaise: 0,
                    blockReason: 'Maintenance',
                  }
                : {}),
              ...(b.kind === 'cancelled' ? { status: 'cancelled' as const } : {}),
              ...(b.kind === 'expired'
                ? { status: 'expired' as const, paymentStatus: 'unpaid' as const }
                : {}),
            });
            if (constrained) held.push({ turf: b.turf, ...range });
            if (takes)
              taken.push({ turf: b.turf, ...range, ownLiveHold: b.mine && b.kind === 'live hold' });
          }

          const query = {
            date: addDays(TODAY, search.day),
            from: search.from,
            minutes: search.minutes,
            flex: search.flex,
          };
          const text = `date=${query.date}&from=${searchTimeText(query.from)}&minutes=${query.minutes}&flex=${query.flex}`;
          const answers = {
            visitor: await list(text),
            searcher: await list(text, searcherCookie),
          };
          const now = zonedNow(NOW, 'Asia/Kolkata');
          for (const [who, answer] of Object.entries(answers)) {
            expect(answer.statusCode).toBe(200);
            const found = new Map<string, number[]>(
              (
                answer.json() as { turfs: { _id: string; freeSlots: { start: number }[] }[] }
              ).turfs.map((turf) => [turf._id, turf.freeSlots.map((slot) => slot.start)]),
            );
            made.forEach((turf, index) => {
              const inTheWay = taken.filter(
                (x) => x.turf === index && !(who === 'searcher' && x.ownLiveHold),
              );
              const expected = freeStarts(
                query,
                { openingHours: weekHours[index], taken: inTheWay },
                now,
              );
              expect(found.get(turf.id) ?? [], `${who}, turf ${index}`).toEqual(expected);
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('applies every price band, the open ones too, to the free turfs it finds', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const byPrice = new Map<string, number>();
    for (const pricePaise of [40_000, 50_000, 150_000, 150_001, 180_000, 200_000])
      byPrice.set((await createTurf(t.database.db, owner.id, { pricePaise })).id, pricePaise);
    const found = async (label: string) => {
      const bounds = filtersToQuery({ location: '', sport: '', price: label });
      const filters = Object.entries(bounds).map(([key, value]) => `&${key}=${value}`);
      const answer = await list(`date=${addDays(TODAY, 1)}&from=19:00${filters.join('')}`);
      expect(answer.statusCode, label).toBe(200);
      const ids = (answer.json().turfs as { _id: string }[]).map((turf) => turf._id);
      return ids.map((id) => byPrice.get(id)).sort((a, b) => a! - b!);
    };
    expect(await found('under-500')).toEqual([40_000]);
    expect(await found('500-1000')).toEqual([50_000]);
    expect(await found('1000-1500')).toEqual([150_000]);
    expect(await found('above-1500')).toEqual([150_001, 180_000, 200_000]);
  });

  it("leaves a player's own live holds out of their own search only", async () => {
    const db = t.database.db;
    const owner = await createUser(db, 'owner');
    const [searcher, rival] = [await createUser(db, 'user'), await createUser(db, 'user')];
    const [mine, theirs] = [
      await createTurf(db, owner.id, { name: 'Mine Held' }),
      await createTurf(db, owner.id, { name: 'Rival Held' }),
    ];
    await createTurf(db, owner.id, { name: 'Open' });
    // Every hold of the day is live: the day's bits alone decide.
    const hold = (turfId: string, userId: string) =>
      createBooking(db, {
        turfId,
        userId,
        day: '2030-05-11',
        startMinute: 1140,
        endMinute: 1200,
        status: 'pending',
        paymentStatus: 'unpaid',
        holdExpiresAt: new Date(NOW.getTime() + 5 * 60_000),
      });
    await hold(mine.id, searcher.id);
    await hold(theirs.id, rival.id);
    let text = 'date=2030-05-11&from=19:00&minutes=60';
    const names = (body: { turfs: { name: string }[] }) => body.turfs.map((turf) => turf.name);
    const search = async (user: { id: string; email: string; role: string } | null) => {
      const answer = await list(text, user ? await cookieFor(t.app, user) : undefined);
      expect(answer.statusCode).toBe(200);
      return names(answer.json());
    };
    expect(await search(null)).toEqual(['Open']);
    expect(await search(searcher)).toEqual(['Mine Held', 'Open']);
    expect(await search(rival)).toEqual(['Open', 'Rival Held']);
    // An owner holds nothing: their search is everyone's.
    expect(await search(owner)).toEqual(['Open']);

    // Next to the player's own hold, a rival's hold that ran out (not yet marked expired): the
    // held bits no longer tell, so the bookings are read, and the own hold is still no obstacle.
    await createBooking(db, {
      turfId: mine.id,
      userId: rival.id,
      day: '2030-05-11',
      startMinute: 1200,
      endMinute: 1230,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(NOW.getTime() - 60_000),
    });
    text = 'date=2030-05-11&from=19:00&minutes=90';
    expect(await search(searcher)).toEqual(['Mine Held', 'Open']);
    expect(await search(null)).toEqual(['Open']);
  });

  it('refuses searches it cannot answer, with clear messages', async () => {
    const cases: [string, string][] = [
      ['date=2030-05-09&from=19:00', "A slot search's date must be from today to 6 days ahead."],
      ['date=2030-05-17&from=19:00', "A slot search's date must be from today to 6 days ahead."],
      ['date=2030-05-11&from=19:15', 'from must be a time on the half hour such as 19:00'],
      ['date=2030-05-11&from=19:00&minutes=45', 'minutes must be 30, 60, 90, 120, 150 or 180'],
      ['date=2030-05-11', 'A slot search needs both date and from'],
      ['sort=cheapest', 'sort must be name, price_asc, price_desc or rating'],
    ];
    for (const [query, message] of cases) {
      const refused = await list(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toBe(message);
    }
  });
});
