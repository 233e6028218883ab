import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { takenRanges } from '../../shared/availability';
import type { Sport } from '../../shared/catalog';
import { claimsByDate, courtsOfTurf, freeCourtsFor } from '../../shared/court-availability';
import { isCourtOpen } from '../../shared/court-hours';
import type { CourtInput } from '../../shared/courts';
import { timeLabel } from '../../shared/slots';
import { courts } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import {
  createBooking,
  createTurfWithCourts,
  createUser,
  clearBookings,
} from '../testing/factories';
import { TEST_DAY, TEST_NOW, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// What a grid offers at a venue with courts is what the server holds (docs/decisions/029): with
// random bookings, live and lapsed holds and blocks on random courts of a split pitch (one half
// closing at 9 PM by its own hours, docs/decisions/031) and a cricket net, a hold of a random range, sport and court succeeds exactly when the shared rule,
// read from the public grid answer, finds a free court; and the database never lets two live
// claims stand on one plain court at once.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const VENUE: CourtInput[] = [
  { name: 'Half A', sports: ['football'] },
  { name: 'Half B', sports: ['football'] },
  { name: 'Full pitch', sports: ['football', 'cricket'], parts: ['Half A', 'Half B'] },
  { name: 'Nets', sports: ['cricket'] },
];
const HOUR_PAISE = 100_000;

const claimArbitrary = fc.record({
  court: fc.constantFrom(...VENUE.map((court) => court.name)),
  start: fc.integer({ min: 36, max: 44 }),
  halves: fc.integer({ min: 1, max: 3 }),
  kind: fc.constantFrom('confirmed', 'live hold', 'lapsed hold', 'blocked'),
});

const requestArbitrary = fc.record({
  start: fc.integer({ min: 36, max: 45 }),
  halves: fc.integer({ min: 1, max: 3 }),
  sport: fc.constantFrom<Sport>('football', 'cricket'),
  court: fc.option(fc.constantFrom(...VENUE.map((court) => court.name))),
});

describe('a venue with courts: the grid and the server agree', () => {
  it('holds a range exactly when the grid shows a court free for it', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const { turf, court } = await createTurfWithCourts(t.database.db, owner.id, VENUE, {
      pricePaise: HOUR_PAISE,
    });
    const halfBHours = Array.from({ length: 7 }, () => ({ open: 6 * 60, close: 21 * 60 }));
    await t.database.db
      .update(courts)
      .set({ openingHours: halfBHours })
      .where(eq(courts.id, court['Half B']!));
    // The courts as the turf's answer gives them to the grid.
    const answer = await t.app.inject({ url: `/api/v1/turf/turf/${turf.id}` });
    const listed = courtsOfTurf(answer.json().turf)!;
    expect(listed.find((c) => c.name === 'Half B')?.openingHours).toEqual(halfBHours);
    const booker = await createUser(t.database.db, 'user');
    // Three players take turns asking (a player may start 20 payments a minute); each run
    // starts with the turf's bookings cleared, their holds among them.
    const players: { user: { id: string }; cookie: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(t.database.db, 'user');
      players.push({ user, cookie: await cookieFor(t.app, user) });
    }
    let asked = 0;
    const inMinutes = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

    await fc.assert(
      fc.asyncProperty(
        fc.array(claimArbitrary, { maxLength: 6 }),
        requestArbitrary,
        async (claims, request) => {
          await clearBookings(t.database.db, turf.id);
          for (const { court: name, start, halves, kind } of claims) {
            const hold = kind === 'live hold' || kind === 'lapsed hold';
            await createBooking(t.database.db, {
              turfId: turf.id,
              userId: booker.id,
              courtId: court[name]!,
              day: TEST_DAY,
              startMinute: start * 30,
              endMinute: (start + halves) * 30,
              status: hold ? 'pending' : (kind as 'confirmed' | 'blocked'),
              paymentStatus: kind === 'confirmed' ? 'paid' : 'unpaid',
              holdExpiresAt: hold ? inMinutes(kind === 'live hold' ? 10 : -10) : null,
              ...(kind === 'blocked'
                ? { amountPaise: 0, paymentId: null, blockReason: 'Maintenance' }
                : {}),
            }).catch((error: unknown) => {
              // The database refuses a claim on ground already claimed: that is the rule held.
              if (!String((error as { cause?: unknown }).cause ?? error).includes('exclusion'))
                throw error;
            });
          }

          const grid = await t.app.inject({
            url: `/api/v1/booking/get-turf-bookings/${turf.id}`,
          });
          const shown = claimsByDate(listed, takenRanges(grid.json().bookings));
          const range = {
            date: TEST_DAY,
            start: request.start * 30,
            end: (request.start + request.halves) * 30,
          };
          // A range ends by 11:30 PM here (the grid's last end, 11:59 PM, is no half-hour).
          fc.pre(request.start + request.halves <= 47);
          const picked = request.court ? listed.find((c) => c.name === request.court)! : null;
          // A court that does not host the sport is a 400 of its own (courts-booking.test.ts).
          fc.pre(!picked || picked.sports.includes(request.sport));
          const free = freeCourtsFor(listed, shown, range, {
            sport: request.sport,
            courtId: picked?.id ?? null,
          });

          const player = players[asked++ % players.length]!;
          const answer = await postPayment(t.app, player.cookie, {
            amount: ((HOUR_PAISE / 100) * (request.halves / 2)).toFixed(2),
            currency: 'inr',
            booking: {
              turfId: turf.id,
              bookingDate: TEST_DAY,
              startTime: timeLabel(range.start),
              endTime: timeLabel(range.end),
              sport: request.sport,
              ...(picked ? { courtId: picked.id } : {}),
            },
          });
          // A court named while its own hours close it is a 400 saying so; else free or taken.
          const pickedClosed = picked && !isCourtOpen(range, picked.openingHours, null);
          expect(answer.statusCode, answer.body).toBe(
            pickedClosed ? 400 : free.length > 0 ? 200 : 409,
          );
          if (free.length > 0) {
            // The hold went on the first free court in the shared order.
            const [held] = await t.database.db
              .select({ courtId: bookings.courtId })
              .from(bookings)
              .where(and(eq(bookings.userId, player.user.id), eq(bookings.turfId, turf.id)));
            expect(held?.courtId).toBe(free[0]!.id);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
