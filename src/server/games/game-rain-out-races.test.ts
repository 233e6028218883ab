import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { gamePlayers, games } from '../db/schema-games';
import { paymentsForGame } from '../testing/game-kit';
import { confirmCardOn, demoCookie, listRaceTurf } from '../testing/race-kit';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';

// An owner's rain-out racing a player paying a game's last spot, on two server processes
// (docs/decisions/045): the rain-out takes the day's lock, then the game's row lock; the join's
// finalize takes its payment's row, then the game's. Whichever gets the game first, the player
// ends with no spot and their money back whole, the game cancelled, the booking rained out, and
// neither waits on the other for ever. PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

describe.skipIf(!serverUrl)('a rain-out racing the last spot of a game', () => {
  it('ends the game either way: the player refunded whole, nothing left joined', async () => {
    const { a, b, database } = await race.start();
    const db = database.db;
    const owner = await demoCookie(a.url, 'owner');
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Rain Race',
      owner,
    });
    const today = zonedNow(new Date(), 'Asia/Kolkata').date;
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const day = addDays(today, 2 + round);
      const organizer = await playerCookie(a.url, 900 + round * 2);
      const started = await call(a.url, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie: organizer,
        body: JSON.stringify({
          amount: '1000.00',
          currency: 'inr',
          booking: { turfId, bookingDate: day, startTime: '6:00 PM', endTime: '7:00 PM' },
        }),
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect((await confirmCardOn(a.url, started.body.clientSecret)).status).toBe(200);
      const [booking] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentId, started.body.paymentId));
      // One spot: the joiner takes the last (and only) one.
      const opened = await call(b.url, '/api/v1/games', {
        method: 'POST',
        cookie: organizer,
        body: JSON.stringify({ bookingId: booking!.id, level: 'advanced', spotsTotal: 1 }),
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const gameId = opened.body.game._id as string;
      const player = await playerCookie(b.url, 901 + round * 2);
      const join = await call(b.url, `/api/v1/games/${gameId}/join`, {
        method: 'POST',
        cookie: player,
        body: JSON.stringify({}),
      });
      expect(join.status, JSON.stringify(join.body)).toBe(200);

      const [paid, rained] = await Promise.all([
        confirmCardOn(round % 2 ? a.url : b.url, join.body.clientSecret),
        call(round % 2 ? b.url : a.url, `/api/v1/owner/turfs/${turfId}/cancellations`, {
          method: 'POST',
          cookie: owner,
          body: JSON.stringify({ date: day, start: 18 * 60, end: 19 * 60, reason: 'Rain' }),
        }),
      ]);
      expect(rained.status, JSON.stringify(rained.body)).toBe(200);
      expect(rained.body).toMatchObject({ cancelled: 1, awaitingChoice: 1 });
      expect([200, 409]).toContain(paid.status);
      outcomes.push(paid.status === 200 ? 'joined, then refunded' : 'refused, refunded');

      const [game] = await db.select().from(games).where(eq(games.id, gameId));
      expect(game!.status).toBe('cancelled');
      const rows = await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
      expect(rows.filter((row) => row.status === 'joined')).toEqual([]);
      // The spot's payment went back whole, once, whichever way it ended.
      const spots = await paymentsForGame(db, gameId);
      expect(spots.map((row) => row.status)).toEqual(['refunded']);
      const [after] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
      expect(after).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', refundedPaise: 0 });
    }
    // Both orders are fine; the test only demands that every round ends consistently.
    expect(outcomes).toHaveLength(5);
    await race.stop();
  }, 300_000);
});
