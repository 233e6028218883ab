import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES } from '../../shared/split';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { splits } from '../db/schema-splits';
import { confirmCardOn, listRaceTurf } from '../testing/race-kit';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';
import { paymentsIntoSplit } from '../testing/split-kit';

// The booker calling off a split while a teammate pays its last share, on two server processes
// (docs/decisions/044): the share is in first (the booking is confirmed and the call-off is a
// 409 saying so) or finds the split called off (every paid share back whole, the late one too);
// never both, and no paisa is kept and given back at once. PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

describe.skipIf(!serverUrl)('a call-off racing the last share on two processes', () => {
  it('completes the split or ends it, each payment kept once or given back once', async () => {
    const { a, b, database } = await race.start();
    const db = database.db;
    const turfId = await listRaceTurf({ postOn: a.url, approveOn: b.url, name: 'Call-off Arena' });
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const booker = await playerCookie(a.url, 720);
    const mate = await playerCookie(b.url, 721);
    for (const hour of [6, 7, 8, 9, 10]) {
      const started = await call(a.url, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie: booker,
        body: JSON.stringify({
          amount: '1000.00',
          currency: 'inr',
          booking: {
            turfId,
            bookingDate: day,
            startTime: `${hour}:00 AM`,
            endTime: `${hour + 1}:00 AM`,
          },
          split: { players: 2 },
        }),
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect((await confirmCardOn(a.url, started.body.clientSecret)).status).toBe(200);
      const { splitId, shareToken } = started.body as { splitId: string; shareToken: string };
      const seen = await call(a.url, `/api/v1/splits/${splitId}`, { cookie: booker });
      const last = seen.body.shares[1]._id as string;
      const share = await call(
        b.url,
        `/api/v1/splits/${splitId}/shares/${last}/pay?token=${encodeURIComponent(shareToken)}`,
        { method: 'POST', cookie: mate, body: JSON.stringify({}) },
      );
      expect(share.status, JSON.stringify(share.body)).toBe(200);
      const [paid, calledOff] = await Promise.all([
        confirmCardOn(hour % 2 ? a.url : b.url, share.body.clientSecret),
        call(hour % 2 ? b.url : a.url, `/api/v1/splits/${splitId}/call-off`, {
          method: 'POST',
          cookie: booker,
          body: JSON.stringify({}),
        }),
      ]);
      const [split] = await db.select().from(splits).where(eq(splits.id, splitId));
      const payments = await paymentsIntoSplit(db, splitId);
      const [held] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentId, split!.bookerIntentId));
      if (split!.status === 'complete') {
        // The share was in first: a confirmed booking, its call-off refused with the reason.
        expect(paid.status).toBe(200);
        expect(calledOff.status).toBe(409);
        expect(calledOff.body.message).toBe(SPLIT_MESSAGES.completedMeanwhile);
        expect(held!.status).toBe('confirmed');
        expect(payments.map((one) => one.status)).toEqual(['finalized', 'finalized']);
      } else {
        // The call-off was first: the split ended and both captured payments went back whole.
        expect(split).toMatchObject({ status: 'ended', endCause: SPLIT_MESSAGES.calledOff });
        expect(calledOff.status, JSON.stringify(calledOff.body)).toBe(200);
        expect(paid.status).toBe(409);
        expect(held!.status).not.toBe('confirmed');
        expect(payments.map((one) => one.status)).toEqual(['refunded', 'refunded']);
      }
    }
    await race.stop();
  }, 240_000);
});
