import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venueEndedSplit } from '../../shared/split';
import { addDays, zonedNow } from '../../shared/time';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { splitShares, splits } from '../db/schema-splits';
import { confirmCardOn, demoCookie, listRaceTurf } from '../testing/race-kit';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';
import { paymentsIntoSplit } from '../testing/split-kit';

// A rain-out racing the last share's payment on two server processes (docs/decisions/044): the
// share is in the booking before the rain (the booking is rained out, its booker chooses) or
// finds the split ended by the rain (every paid share back whole, the late one too); the
// rain-out never fails, and no paisa is lost or paid twice. PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

describe.skipIf(!serverUrl)('a rain-out racing the last share on two processes', () => {
  it('ends the split or rains out the booking, each payment kept once or given back once', async () => {
    const { a, b, database } = await race.start();
    const db = database.db;
    const turfId = await listRaceTurf({ postOn: a.url, approveOn: b.url, name: 'Rain Race Arena' });
    const owner = await demoCookie(b.url, 'owner');
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const booker = await playerCookie(a.url, 710);
    const mate = await playerCookie(b.url, 711);
    const outcomes = new Set<string>();
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
      const [paid, rained] = await Promise.all([
        confirmCardOn(hour % 2 ? a.url : b.url, share.body.clientSecret),
        call(hour % 2 ? b.url : a.url, `/api/v1/owner/turfs/${turfId}/cancellations`, {
          method: 'POST',
          cookie: owner,
          body: JSON.stringify({
            date: day,
            start: hour * 60,
            end: (hour + 1) * 60,
            reason: 'Rain',
          }),
        }),
      ]);
      expect(rained.status, JSON.stringify(rained.body)).toBe(200);
      expect(rained.body.cancelled).toBe(1);
      const [split] = await db.select().from(splits).where(eq(splits.id, splitId));
      const shares = await db.select().from(splitShares).where(eq(splitShares.splitId, splitId));
      const payments = await paymentsIntoSplit(db, splitId);
      const [held] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentId, split!.bookerIntentId));
      outcomes.add(split!.status);
      if (split!.status === 'complete') {
        // The share was in first: the booking was confirmed, then rained out; its booker chooses.
        expect(paid.status).toBe(200);
        expect(rained.body).toMatchObject({ awaitingChoice: 1, refundedAmount: 0 });
        expect(held).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', refundedPaise: 0 });
        const choice = await db
          .select()
          .from(rainOutChoices)
          .where(eq(rainOutChoices.bookingId, held!.id));
        expect(choice).toHaveLength(1);
        expect(shares.every((one) => one.status === 'paid')).toBe(true);
        expect(payments.map((one) => one.status)).toEqual(['finalized', 'finalized']);
      } else {
        // The rain was first: the split ended with its cause and every captured payment went back.
        expect(split).toMatchObject({ status: 'ended', endCause: venueEndedSplit('Rain') });
        expect(paid.status).toBe(409);
        expect(rained.body).toMatchObject({ awaitingChoice: 0, refundedAmount: 500 });
        expect(held!.status).not.toBe('confirmed');
        expect(payments.map((one) => one.status)).toEqual(['refunded', 'refunded']);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
    await race.stop();
  }, 240_000);
});
