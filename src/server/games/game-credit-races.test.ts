import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, CREDIT_SPEND_MESSAGES } from '../../shared/credit';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { creditAccounts, creditEntries } from '../db/schema-money';
import { recordCredit } from '../credit/ledger';
import { confirmCardOn, listRaceTurf } from '../testing/race-kit';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';

// One credit balance that covers one spot, spent on two games' spots at once on two server
// processes (docs/decisions/040 and 045): exactly one join takes it, the other is a 409 with
// nothing written, and the ledger explains the balance. PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

describe.skipIf(!serverUrl)('one balance spent on two games at once', () => {
  it('lets exactly one join take it', async () => {
    const servers = await race.start();
    const [a, b] = [servers.a.url, servers.b.url];
    const db = servers.database.db;
    const turfId = await listRaceTurf({ postOn: a, approveOn: b, name: 'Game Credit Arena' });
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const organizer = await playerCookie(a, 700);
    const gameIds: string[] = [];
    for (const [startTime, endTime] of [
      ['6:00 PM', '7:00 PM'],
      ['8:00 PM', '9:00 PM'],
    ]) {
      const started = await call(a, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie: organizer,
        body: JSON.stringify({
          amount: '1000.00',
          currency: 'inr',
          booking: { turfId, bookingDate: day, startTime, endTime },
        }),
      });
      expect((await confirmCardOn(b, started.body.clientSecret)).status).toBe(200);
      const [booking] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentId, started.body.paymentId));
      const opened = await call(b, '/api/v1/games', {
        method: 'POST',
        cookie: organizer,
        body: JSON.stringify({ bookingId: booking!.id, level: 'advanced', spotsTotal: 3 }),
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      gameIds.push(opened.body.game._id);
    }
    // ₹1,000 over 4 places: ₹250 a spot, and exactly that much credit.
    const player = await playerCookie(b, 701);
    const me = await call(a, '/api/v1/user/me', { cookie: player });
    const userId = me.body.user._id as string;
    await db.transaction((tx) =>
      recordCredit(tx, {
        userId,
        amountPaise: 25_000,
        reason: 'refund',
        bookingId: null,
        now: new Date(),
      }),
    );

    const answers = await Promise.all(
      gameIds.map((gameId, i) =>
        call([a, b][i]!, `/api/v1/games/${gameId}/join`, {
          method: 'POST',
          cookie: player,
          body: JSON.stringify({ useCredit: true }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((x) => x.body))).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    expect(won.body).toMatchObject({ paidWithCredit: true, creditUsed: '250.00', toPay: '0.00' });
    const lost = answers.find((answer) => answer.status === 409)!;
    expect([CREDIT_MESSAGES.notEnough, CREDIT_SPEND_MESSAGES.none]).toContain(lost.body.message);

    const [account] = await db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId));
    expect(account!.balancePaise).toBe(0);
    const entries = await db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(entries.map((entry) => entry.amountPaise).sort((x, y) => x - y)).toEqual([
      -25_000, 25_000,
    ]);
    const spots = await Promise.all(
      gameIds.map(
        async (gameId) => (await call(a, `/api/v1/games/${gameId}`, { cookie: player })).body.you,
      ),
    );
    expect(spots.filter((you) => you?.status === 'joined')).toHaveLength(1);
    expect(await race.stop()).toEqual([0, 0]);
  }, 240_000);
});
