import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { recordCredit } from '../credit/ledger';
import type { Db } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { creditEntries } from '../db/schema-money';
import { TEST_DAY, TEST_NOW, confirmCard, paymentScene, postPayment } from './payment-kit';

// Steps of the tests of spending TurfBook credit (docs/decisions/040).

/** Puts `paise` into the player's credit, as a refund to credit would. */
export async function giveCredit(db: Db, userId: string, paise: number, now = TEST_NOW) {
  await db.transaction((tx) =>
    recordCredit(tx, { userId, amountPaise: paise, reason: 'refund', bookingId: null, now }),
  );
}

/** The player cancels the booking, with a refund choice (`refundTo`) when given. */
export function cancelWithChoice(
  app: App,
  cookie: string,
  bookingId: string,
  body?: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/cancel`,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });
}

/** Pay Now for one slot of TEST_DAY (₹1000/hour turfs) with useCredit. */
export function payWithCredit(
  app: App,
  cookie: string,
  turfId: string,
  slot: { startTime?: string; endTime?: string; amount?: string; date?: string } = {},
) {
  return postPayment(app, cookie, {
    amount: slot.amount ?? '1000.00',
    currency: 'inr',
    useCredit: true,
    booking: {
      turfId,
      bookingDate: slot.date ?? TEST_DAY,
      startTime: slot.startTime ?? '6:00 PM',
      endTime: slot.endTime ?? '7:00 PM',
    },
  });
}

/** The player's ledger, oldest first. */
export async function ledgerOf(db: Db, userId: string) {
  const rows = await db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ amountPaise: row.amountPaise, reason: row.reason, bookingId: row.bookingId }));
}

/** The play day of partCreditBooking's slot, two days after TEST_DAY. */
const PLAY_DAY = '2030-05-12';

export async function bookingRow(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** A player with `credit` paise who pays the rest of a 6–7 PM slot on PLAY_DAY by card. */
export async function partCreditBooking(app: App, db: Db, credit = 30_000) {
  const s = await paymentScene(app, db);
  await giveCredit(db, s.player.id, credit);
  const started = await payWithCredit(app, s.cookie, s.turf.id, { date: PLAY_DAY });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await confirmCard(app, started.json().clientSecret);
  expect(paid.statusCode, paid.body).toBe(200);
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId));
  return { ...s, start: started.json(), bookingId: row!.id };
}
