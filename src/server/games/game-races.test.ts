import { CHARGE_PURPOSES } from '../app-context';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { gamePlayers, games } from '../db/schema-games';
import { LocalGateway } from '../local-gateway/local-gateway';
import { uncounted } from '../testing/metrics-kit';
import { partRefunded, paymentsForGame } from '../testing/game-kit';
import { confirmCardOn, listRaceTurf } from '../testing/race-kit';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';
import { sweepGames } from './game-changes';

// Open games raced on two server processes (docs/decisions/045): 30 players pay for a game with
// 5 free spots at once; exactly 5 join, every other payment goes back whole, and at the deadline
// the organizer's returns add up: kept part + spots = the booking's price. PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

describe.skipIf(!serverUrl)('open games on two server processes at once', () => {
  it('30 players for 5 spots: exactly 5 join, 25 are refunded, the returns add up', async () => {
    const { a, b, database } = await race.start();
    const db = database.db;
    const turfId = await listRaceTurf({ postOn: a.url, approveOn: b.url, name: 'Game Race Arena' });
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const organizer = await playerCookie(a.url, 800);
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
    const opened = await call(b.url, '/api/v1/games', {
      method: 'POST',
      cookie: organizer,
      body: JSON.stringify({ bookingId: booking!.id, level: 'advanced', spotsTotal: 5, note: '' }),
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const gameId = opened.body.game._id as string;

    const bases = [a.url, b.url];
    const players = await Promise.all(
      Array.from({ length: 30 }, (_, i) => playerCookie(bases[i % 2]!, 810 + i)),
    );
    const joins = await Promise.all(
      players.map((cookie, i) =>
        call(bases[i % 2]!, `/api/v1/games/${gameId}/join`, {
          method: 'POST',
          cookie,
          body: JSON.stringify({}),
        }),
      ),
    );
    for (const join of joins) expect(join.status, JSON.stringify(join.body)).toBe(200);
    const paid = await Promise.all(
      joins.map((join, i) => confirmCardOn(bases[(i + 1) % 2]!, join.body.clientSecret)),
    );
    expect(paid.filter((answer) => answer.status === 200)).toHaveLength(5);

    const joined = await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
    expect(joined.filter((row) => row.status === 'joined')).toHaveLength(5);
    const spotPayments = await paymentsForGame(db, gameId);
    expect(spotPayments.filter((row) => row.status === 'finalized')).toHaveLength(5);
    expect(spotPayments.filter((row) => row.status === 'refunded')).toHaveLength(25);
    const joinedIntents = new Set(joined.map((row) => row.intentId));
    for (const payment of spotPayments)
      expect(payment.status).toBe(joinedIntents.has(payment.intentId) ? 'finalized' : 'refunded');

    // The deadline passes: each spot goes back to the organizer's card, once.
    const later = () => new Date(Date.now() + 4 * 86_400_000);
    const context = {
      db,
      now: later,
      payments: new LocalGateway(db, later),
      invoicing: { timeZone: 'Asia/Kolkata', gst: { rate: 1800, sac: '999652' } },
      purposes: CHARGE_PURPOSES,
      metrics: uncounted,
    };
    await Promise.all([sweepGames(context), sweepGames(context)]);
    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    expect(game!.status).toBe('settled');
    const returned = await partRefunded(db, booking!.paymentId!);
    const spots = joined.reduce((sum, row) => sum + row.amountPaise, 0);
    expect(returned).toBe(5 * 16_666);
    expect(booking!.amountPaise - returned + spots).toBe(booking!.amountPaise);
    await race.stop();
  }, 240_000);
});
