import { CHARGE_PURPOSES } from '../app-context';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import type { Database } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { splitShares, splits } from '../db/schema-splits';
import { call, playerCookie, useTwoServerRace } from '../testing/server-process';
import { confirmCardOn, listRaceTurf } from '../testing/race-kit';
import { paymentsIntoSplit } from '../testing/split-kit';
import { LocalGateway } from '../local-gateway/local-gateway';
import { uncounted } from '../testing/metrics-kit';
import { SPLIT_TIME_UP } from '../../shared/split';
import { endSplitNow } from './split-sweep';

// Split shares raced on two server processes (docs/decisions/044): two teammates paying the last
// share at once (one pays it, the other is refunded whole), and the deadline's end racing a late
// share (the share is in the booking or refunded, never lost). PostgreSQL only.

const serverUrl = process.env.TEST_DATABASE_URL;
const race = useTwoServerRace();

/** A 2-player split of `startTime`–+1h, the booker's share paid: answers the split and its last share. */
async function paidSplit(
  base: string,
  booker: string,
  turfId: string,
  day: string,
  hour: number,
  half: 'AM' | 'PM' = 'AM',
) {
  const started = await call(base, '/api/v1/payment/post-payment', {
    method: 'POST',
    cookie: booker,
    body: JSON.stringify({
      amount: '1000.00',
      currency: 'inr',
      booking: {
        turfId,
        bookingDate: day,
        startTime: `${hour}:00 ${half}`,
        endTime: `${hour + 1}:00 ${half}`,
      },
      split: { players: 2 },
    }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect((await confirmCardOn(base, started.body.clientSecret)).status).toBe(200);
  const seen = await call(base, `/api/v1/splits/${started.body.splitId}`, { cookie: booker });
  const last = seen.body.shares[1]._id as string;
  return {
    splitId: started.body.splitId as string,
    token: started.body.shareToken as string,
    last,
  };
}

const payShare = (
  base: string,
  cookie: string,
  split: { splitId: string; token: string },
  shareId: string,
) =>
  call(
    base,
    `/api/v1/splits/${split.splitId}/shares/${shareId}/pay?token=${encodeURIComponent(split.token)}`,
    {
      method: 'POST',
      cookie,
      body: JSON.stringify({}),
    },
  );

/** Every payment into the split ended as part of the booking or went back; the shares add up. */
async function expectSettled(db: Database['db'], splitId: string) {
  const [split] = await db.select().from(splits).where(eq(splits.id, splitId));
  const shares = await db.select().from(splitShares).where(eq(splitShares.splitId, splitId));
  const paid = await paymentsIntoSplit(db, splitId);
  const held = await db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, split!.bookerIntentId));
  expect(shares.reduce((sum, share) => sum + share.amountPaise, 0)).toBe(split!.pricePaise);
  if (split!.status === 'complete') {
    expect(held.map((row) => row.status)).toEqual(['confirmed']);
    expect(shares.every((share) => share.status === 'paid')).toBe(true);
    // Each share paid by exactly one payment; every other payment went back.
    const payers = new Set(shares.map((share) => share.paidByIntentId));
    for (const payment of paid)
      expect(payment.status).toBe(payers.has(payment.intentId) ? 'finalized' : 'refunded');
  } else {
    expect(split!.status).toBe('ended');
    expect(held.every((row) => row.status !== 'confirmed')).toBe(true);
    for (const payment of paid)
      expect(['refunded', 'abandoned', 'pending']).toContain(payment.status);
    const captured = paid.filter((payment) => payment.status !== 'pending');
    expect(captured.every((payment) => payment.status === 'refunded')).toBe(true);
  }
  return split!.status;
}

describe.skipIf(!serverUrl)('split shares on two server processes at once', () => {
  it('pays the last share once when two teammates pay it together, and never loses a share to the deadline', async () => {
    const { a, b, database } = await race.start();
    const db = database.db;
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Split Race Arena',
    });
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const booker = await playerCookie(a.url, 700);
    const mates = [await playerCookie(a.url, 701), await playerCookie(b.url, 702)];

    // Two teammates, two processes, one last share.
    for (const hour of [6, 8]) {
      const split = await paidSplit(a.url, booker, turfId, day, hour);
      const started = await Promise.all(
        [a.url, b.url].map((base, i) => payShare(base, mates[i]!, split, split.last)),
      );
      for (const answer of started) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const confirmed = await Promise.all(
        [a.url, b.url].map((base, i) => confirmCardOn(base, started[i]!.body.clientSecret)),
      );
      expect(confirmed.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await expectSettled(db, split.splitId)).toBe('complete');
    }

    // The deadline's end (in this process) against a late share paid on a server process.
    const context = {
      db,
      now: () => new Date(),
      payments: new LocalGateway(db, () => new Date()),
      invoicing: { timeZone: 'Asia/Kolkata', gst: { rate: 1800, sac: '999652' } },
      purposes: CHARGE_PURPOSES,
      metrics: uncounted,
    };
    const outcomes = new Set<string>();
    for (const hour of [1, 3, 5, 7, 9]) {
      const split = await paidSplit(b.url, booker, turfId, addDays(day, 1), hour, 'PM');
      const started = await payShare(a.url, mates[0]!, split, split.last);
      expect(started.status).toBe(200);
      const [paid] = await Promise.all([
        confirmCardOn(hour % 2 ? a.url : b.url, started.body.clientSecret),
        endSplitNow(context, split.splitId, SPLIT_TIME_UP),
      ]);
      expect([200, 409]).toContain(paid.status);
      const status = await expectSettled(db, split.splitId);
      outcomes.add(status);
      // The share's money is in the booking exactly when the confirm said so.
      expect(status === 'complete').toBe(paid.status === 200);
    }
    expect(outcomes.size).toBeGreaterThan(0);
    await race.stop();
  }, 180_000);
});
