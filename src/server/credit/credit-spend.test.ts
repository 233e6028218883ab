import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, CREDIT_SPEND_MESSAGES } from '../../shared/credit';
import { bookings } from '../db/schema-bookings';
import { invoices } from '../db/schema-invoices';
import { localPaymentIntents, payments } from '../db/schema-money';
import { bookingPage } from '../testing/aftercare-kit';
import {
  bookingRow,
  giveCredit,
  ledgerOf,
  partCreditBooking,
  payWithCredit,
} from '../testing/credit-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { creditBalance } from './ledger';

// Spending TurfBook credit on a booking (docs/decisions/040): part credit and the rest by card,
// all credit with no card step, and a balance another tab spent first; what comes back of it:
// credit-returns.test.ts. TEST_NOW is 10:00 AM on 2030-05-10 in Mumbai; turfs cost ₹1000 an hour.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe('paying part of a booking with credit', () => {
  it('takes what the balance covers and opens the intent for the rest', async () => {
    const { start, bookingId, player, cookie, owner, turf } = await partCreditBooking(
      t.app,
      t.database.db,
      30_000,
    );
    expect(start).toMatchObject({
      success: true,
      amount: '1000.00',
      creditUsed: '300.00',
      toPay: '700.00',
      paidWithCredit: false,
    });
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, start.paymentId));
    expect(intent!.amount).toBe(70_000);
    expect(await creditBalance(t.database.db, player.id)).toBe(0);
    expect(await ledgerOf(t.database.db, player.id)).toEqual([
      { amountPaise: 30_000, reason: 'refund', bookingId: null },
      { amountPaise: -30_000, reason: 'spent', bookingId },
    ]);
    expect(await bookingRow(t.database.db, bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaise: 100_000,
      creditPaise: 30_000,
    });
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ amountCharged: 1000, creditPaid: 300, amountPaid: 1000 });
    // The invoice is for what the venue is paid: the whole price, whatever paid it.
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentIntentId, start.paymentId));
    expect(invoice!.amountPaise).toBe(100_000);
    // The owner counts it as paid, whole.
    const ownerCookie = await cookieFor(t.app, owner);
    const csv = await t.app.inject({
      url: `/api/v1/owner/turfs/${turf.id}/bookings.csv?from=2030-05-01&to=2030-05-31`,
      headers: { cookie: ownerCookie },
    });
    expect(csv.body).toContain(',1000.00,0.00,1000.00,');
    const numbers = await t.app.inject({
      url: `/api/v1/turf/owner-turfs/${owner.id}`,
      headers: { cookie: ownerCookie },
    });
    expect(numbers.json().totalEarnings).toBe(1000);
  });

  it('refuses useCredit with no credit (409), and writes nothing', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const refused = await payWithCredit(t.app, cookie, turf.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: CREDIT_SPEND_MESSAGES.none });
    expect(await t.database.db.select().from(payments)).toEqual([]);
    expect(await t.database.db.select().from(bookings)).toEqual([]);
    expect(await t.database.db.select().from(localPaymentIntents)).toEqual([]);
  });

  it('refuses useCredit without booking details, and a useCredit that is not true or false', async () => {
    const { player, cookie, turf } = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, player.id, 50_000);
    const bare = await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      useCredit: true,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(CREDIT_SPEND_MESSAGES.needsBooking);
    const odd = await postPayment(t.app, cookie, { ...slotBody(turf.id), useCredit: 'yes' });
    expect(odd.statusCode).toBe(400);
    expect(await creditBalance(t.database.db, player.id)).toBe(50_000);
  });
});

describe('paying a booking with credit alone', () => {
  it('confirms it at once, with no card step and no gateway intent', async () => {
    const { player, cookie, turf } = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, player.id, 150_000);
    const paid = await payWithCredit(t.app, cookie, turf.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json();
    expect(answer).toMatchObject({
      amount: '1000.00',
      creditUsed: '1000.00',
      toPay: '0.00',
      paidWithCredit: true,
      clientSecret: '',
      holdExpiresAt: null,
    });
    expect(answer.bookingIds).toHaveLength(1);
    expect(await bookingRow(t.database.db, answer.bookingIds[0])).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaise: 100_000,
      creditPaise: 100_000,
      paymentId: answer.paymentId,
    });
    expect(await t.database.db.select().from(localPaymentIntents)).toEqual([]);
    const [payment] = await t.database.db.select().from(payments);
    expect(payment).toMatchObject({
      provider: 'credit',
      status: 'finalized',
      amountPaise: 0,
      creditPaise: 100_000,
    });
    expect(await t.database.db.select().from(invoices)).toHaveLength(1);
    expect(await creditBalance(t.database.db, player.id)).toBe(50_000);
    const page = (await bookingPage(t.app, cookie, answer.bookingIds[0])).json().booking;
    expect(page).toMatchObject({ status: 'confirmed', creditPaid: 1000, amountPaid: 1000 });
  });

  it('shares a subscription’s credit over its bookings, exactly', async () => {
    const { player, cookie, turf } = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, player.id, 10_001);
    // Four ₹1000 slots at 15% off: ₹3400.
    const started = await postPayment(t.app, cookie, {
      amount: '3400.00',
      currency: 'inr',
      useCredit: true,
      subscription: {
        turfId: turf.id,
        selectedSlots: ['2030-05-13', '2030-05-20', '2030-05-27', '2030-06-03'].map((date) => ({
          date,
          startTime: '6:00 PM',
          endTime: '7:00 PM',
        })),
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ creditUsed: '100.01', toPay: '3299.99' });
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.json().paymentId));
    expect(rows).toHaveLength(4);
    expect(rows.reduce((total, row) => total + row.creditPaise, 0)).toBe(10_001);
    expect(rows.reduce((total, row) => total + row.amountPaise, 0)).toBe(340_000);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(row.creditPaise).toBeLessThanOrEqual(row.amountPaise);
    }
  });
});

describe('two tabs spending one balance at once', () => {
  it('lets one spend it; the other is a 409 that writes nothing', async () => {
    const { player, cookie, turf } = await paymentScene(t.app, t.database.db);
    await giveCredit(t.database.db, player.id, 100_000);
    const answers = await Promise.all([
      payWithCredit(t.app, cookie, turf.id, { startTime: '6:00 PM', endTime: '7:00 PM' }),
      payWithCredit(t.app, cookie, turf.id, { startTime: '8:00 PM', endTime: '9:00 PM' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect([CREDIT_MESSAGES.notEnough, CREDIT_SPEND_MESSAGES.none]).toContain(lost.json().message);
    expect(await creditBalance(t.database.db, player.id)).toBe(0);
    // The loser holds nothing and its intent (if any) can never be paid.
    const rows = await t.database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', creditPaise: 100_000 });
    const open = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.status, 'requires_payment_method'));
    expect(open).toEqual([]);
  });
});
