import { and, eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { localRefunds, payments, refunds } from '../db/schema-money';
import { reconcilePayments } from '../payments/reconcile';
import { bookingPage } from '../testing/aftercare-kit';
import {
  bookingRow,
  cancelWithChoice,
  giveCredit,
  ledgerOf,
  partCreditBooking,
  payWithCredit,
} from '../testing/credit-kit';
import { TEST_DAY, TEST_NOW, confirmCard, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { creditBalance } from './ledger';

// Credit spent on a booking coming back (docs/decisions/040): each refund to where its money came
// from, and credit returned when its payment is lost or given up. TEST_NOW is 10:00 AM on
// 2030-05-10 in Mumbai; turfs cost ₹1000 an hour.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// 6:00 AM on 2030-05-12, twelve hours before play: the policy gives half back.
const TWELVE_HOURS_BEFORE = new Date('2030-05-12T00:30:00Z');

const cancel = (cookie: string, bookingId: string, body?: Record<string, unknown>) =>
  cancelWithChoice(t.app, cookie, bookingId, body);

async function refundsOf(bookingId: string) {
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return rows
    .map((row) => ({
      destination: row.destination,
      amountPaise: row.amountPaise,
      status: row.status,
    }))
    .sort((a, b) => a.destination.localeCompare(b.destination));
}

describe('refunds of a part-credit booking', () => {
  it('go back to each source: the credit part to credit at once, the rest to the card', async () => {
    const { bookingId, cookie, player } = await partCreditBooking(t.app, t.database.db, 30_000);
    const cancelled = await cancel(cookie, bookingId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await refundsOf(bookingId)).toEqual([
      { destination: 'credit', amountPaise: 30_000, status: 'done' },
      { destination: 'source', amountPaise: 70_000, status: 'done' },
    ]);
    expect(await creditBalance(t.database.db, player.id)).toBe(30_000);
    const card = await t.database.db.select({ total: sum(localRefunds.amount) }).from(localRefunds);
    expect(Number(card[0]!.total)).toBe(70_000);
    expect(await bookingRow(t.database.db, bookingId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 100_000,
    });
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page.refund).toMatchObject({
      amount: 1000,
      status: 'done',
      parts: [
        { destination: 'credit', amount: 300, status: 'done' },
        { destination: 'source', amount: 700, status: 'done' },
      ],
    });
    // One credit note per refund.
    expect(page.documents.creditNotes).toHaveLength(2);
  });

  it('split a policy’s half refund in proportion, to the paisa', async () => {
    const { bookingId, cookie, player } = await partCreditBooking(t.app, t.database.db, 33_333);
    t.setNow(TWELVE_HOURS_BEFORE);
    expect((await cancel(cookie, bookingId)).statusCode).toBe(200);
    // Half of ₹1000 = ₹500: ₹166.67 of it was credit's (333.33 × ½, the odd paisa to credit).
    const parts = await refundsOf(bookingId);
    expect(parts.map((part) => part.amountPaise)).toEqual([16_667, 33_333]);
    expect(await creditBalance(t.database.db, player.id)).toBe(16_667);
  });

  it('all into credit when the player asks for credit', async () => {
    const { bookingId, cookie, player } = await partCreditBooking(t.app, t.database.db, 30_000);
    expect((await cancel(cookie, bookingId, { refundTo: 'credit' })).statusCode).toBe(200);
    expect(await refundsOf(bookingId)).toEqual([
      { destination: 'credit', amountPaise: 100_000, status: 'done' },
    ]);
    expect(await creditBalance(t.database.db, player.id)).toBe(100_000);
    expect(await t.database.db.select().from(localRefunds)).toEqual([]);
  });
});

describe('credit that comes back', () => {
  it('when the slot was lost before the card paid: each part to where it came from', async () => {
    const s = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, s.player.id, 30_000);
    const started = (await payWithCredit(t.app, s.cookie, s.turf.id)).json();
    const rained = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${s.turf.id}/cancellations`,
      headers: { cookie: await cookieFor(t.app, s.owner) },
      payload: { date: TEST_DAY, start: 17 * 60, end: 20 * 60, reason: 'Rain' },
    });
    expect(rained.statusCode, rained.body).toBe(200);
    expect(await creditBalance(t.database.db, s.player.id)).toBe(0);
    const confirmed = await confirmCard(t.app, started.clientSecret);
    expect(confirmed.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.paymentId));
    expect(await refundsOf(row!.id)).toEqual([
      { destination: 'credit', amountPaise: 30_000, status: 'done' },
      { destination: 'source', amountPaise: 70_000, status: 'done' },
    ]);
    expect(await creditBalance(t.database.db, s.player.id)).toBe(30_000);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, started.paymentId));
    expect(payment!.status).toBe('refunded');
  });

  it('when the checkout is given up unpaid: once, as spent_returned', async () => {
    const s = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, s.player.id, 30_000);
    const started = (await payWithCredit(t.app, s.cookie, s.turf.id)).json();
    expect(await creditBalance(t.database.db, s.player.id)).toBe(0);
    t.setNow(new Date(TEST_NOW.getTime() + 31 * 60_000));
    await reconcilePayments(t.context);
    await reconcilePayments(t.context);
    expect(await creditBalance(t.database.db, s.player.id)).toBe(30_000);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.paymentId));
    expect(await ledgerOf(t.database.db, s.player.id)).toEqual([
      { amountPaise: 30_000, reason: 'refund', bookingId: null },
      { amountPaise: -30_000, reason: 'spent', bookingId: row!.id },
      { amountPaise: 30_000, reason: 'spent_returned', bookingId: row!.id },
    ]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.intentId, started.paymentId)));
    expect(payment!.status).toBe('abandoned');
  });

  it('when the player releases the hold', async () => {
    const s = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, s.player.id, 30_000);
    const started = (await payWithCredit(t.app, s.cookie, s.turf.id)).json();
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/holds/${started.paymentId}/release`,
      headers: { cookie: s.cookie },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await creditBalance(t.database.db, s.player.id)).toBe(30_000);
  });
});
