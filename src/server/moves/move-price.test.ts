import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { creditNotes, invoices } from '../db/schema-invoices';
import { getDocument, pdfText } from '../testing/invoice-kit';
import { payments, refunds } from '../db/schema-money';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { balance } from '../testing/rain-out-kit';
import { createTurf, createTurfWithCourts, createUser } from '../testing/factories';
import { GOOD_CARD, TEST_NOW, confirmCard, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A move costs what the new slot costs (docs/decisions/053): a dearer slot is paid for through
// the checkout before the booking moves, a cheaper one gives the difference back at once.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const MINUTE = 60_000;
const H = 60;
// ₹1,000 an hour; ₹2,500 from 8 PM to 10 PM; ₹600 from 6 AM to 9 AM; every day.
const RULES = {
  bands: [
    { days: [0, 1, 2, 3, 4, 5, 6], from: 20 * H, to: 22 * H, perHourPaise: 250_000 },
    { days: [0, 1, 2, 3, 4, 5, 6], from: 6 * H, to: 9 * H, perHourPaise: 60_000 },
  ],
  specialDays: [],
  lastMinute: null,
};
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const DEARER = { bookingDate: '2030-05-13', startTime: '8:00 PM', endTime: '9:00 PM' };
const CHEAPER = { bookingDate: '2030-05-13', startTime: '7:00 AM', endTime: '8:00 AM' };
const SAME = { bookingDate: '2030-05-13', startTime: '5:00 PM', endTime: '6:00 PM' };

async function scene() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise: 100_000, priceRules: RULES });
  const player = await createUser(db, 'user');
  const cookie = await cookieFor(t.app, player);
  const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
  return { owner, turf, player, cookie, bookingId };
}

function move(cookie: string, bookingId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/reschedule`,
    headers: { cookie },
    payload,
  });
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

async function paymentOf(intentId: string) {
  const [found] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.intentId, intentId));
  return found!;
}

/** The booking's refunds, smallest first: rows written at one pinned instant have no order of their own. */
async function refundsOf(bookingId: string) {
  return t.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.amountPaise));
}

describe('a move to a dearer slot', () => {
  it('answers 402 with the difference and moves nothing', async () => {
    const { cookie, bookingId } = await scene();
    const answer = await move(cookie, bookingId, DEARER);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({
      success: false,
      code: 'price_difference',
      message: 'This time costs ₹1500.00 more than your booking. Pay the difference to move it.',
      difference: '1500.00',
    });
    expect(await row(bookingId)).toMatchObject({
      day: '2030-05-12',
      startMinute: 18 * H,
      amountPaise: 100_000,
      rescheduledAt: null,
    });
  });

  it('holds the new slot for a payment of the difference, and moves once it is paid', async () => {
    const { cookie, bookingId, turf } = await scene();
    const started = await move(cookie, bookingId, { ...DEARER, payDifference: true });
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json();
    expect(answer).toMatchObject({
      success: true,
      amount: '1500.00',
      toPay: '1500.00',
      creditUsed: '0.00',
      paidWithCredit: false,
    });
    expect(answer.clientSecret).toBeTruthy();
    expect(new Date(answer.holdExpiresAt).getTime()).toBe(TEST_NOW.getTime() + 10 * MINUTE);
    // Not moved yet; the new slot is held against anyone else.
    expect(await row(bookingId)).toMatchObject({ day: '2030-05-12', amountPaise: 100_000 });
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rival = await postPayment(t.app, other, {
      amount: '2500.00',
      currency: 'inr',
      booking: { turfId: turf.id, ...DEARER },
    });
    expect(rival.statusCode).toBe(409);

    const paid = await confirmCard(t.app, answer.clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await row(bookingId)).toMatchObject({
      day: '2030-05-13',
      startMinute: 20 * H,
      amountPaise: 250_000,
      status: 'confirmed',
    });
    expect((await row(bookingId)).rescheduledAt).not.toBeNull();
    expect(await paymentOf(answer.paymentId)).toMatchObject({
      status: 'finalized',
      amountPaise: 150_000,
    });
    // The venue is paid the difference too: its own invoice.
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentIntentId, answer.paymentId));
    expect(invoice?.amountPaise).toBe(150_000);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ date: '2030-05-13', startTime: '8:00 PM', amountPaid: 2500 });
    expect(page.history.map((h: { kind: string }) => h.kind)).toEqual(['paid', 'rescheduled']);
    // The move's entry says what it cost.
    expect(page.history[1].amount).toBe(1500);
  });

  it('asked twice while held, answers the same payment', async () => {
    const { cookie, bookingId } = await scene();
    const first = await move(cookie, bookingId, { ...DEARER, payDifference: true });
    const second = await move(cookie, bookingId, { ...DEARER, payDifference: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().paymentId).toBe(first.json().paymentId);
  });

  it('left unpaid, leaves the booking where it was and the slot free once the hold lapses', async () => {
    const { cookie, bookingId, turf } = await scene();
    const started = await move(cookie, bookingId, { ...DEARER, payDifference: true });
    expect(started.statusCode).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 11 * MINUTE));
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rival = await postPayment(t.app, other, {
      amount: '2500.00',
      currency: 'inr',
      booking: { turfId: turf.id, ...DEARER },
    });
    expect(rival.statusCode, rival.body).toBe(200);
    expect(await row(bookingId)).toMatchObject({
      day: '2030-05-12',
      startMinute: 18 * H,
      amountPaise: 100_000,
      rescheduledAt: null,
    });
  });

  it('paid after its slot was taken, goes back whole and the booking stays', async () => {
    const { cookie, bookingId, turf } = await scene();
    const started = (await move(cookie, bookingId, { ...DEARER, payDifference: true })).json();
    t.setNow(new Date(TEST_NOW.getTime() + 11 * MINUTE));
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    await bookAndPay(t.app, other, {
      turfId: turf.id,
      date: DEARER.bookingDate,
      startTime: DEARER.startTime,
      endTime: DEARER.endTime,
      amount: '2500.00',
    });
    const paid = await confirmCard(t.app, started.clientSecret, GOOD_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('could not be moved to the time you paid for');
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await row(bookingId)).toMatchObject({
      day: '2030-05-12',
      startMinute: 18 * H,
      amountPaise: 100_000,
      status: 'confirmed',
      rescheduledAt: null,
    });
  });

  it('once paid, a cancellation gives back from both charges, each no more than it took', async () => {
    const { cookie, bookingId } = await scene();
    const started = (await move(cookie, bookingId, { ...DEARER, payDifference: true })).json();
    await confirmCard(t.app, started.clientSecret);
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await refundsOf(bookingId);
    const original = (await row(bookingId)).paymentId!;
    expect(back.map((r) => [r.paymentIntentId, r.amountPaise, r.status]).sort()).toEqual(
      [
        [started.paymentId, 150_000, 'done'],
        [original, 100_000, 'done'],
      ].sort(),
    );
    // Each refund's credit note is against the invoice of the charge it came from: the move's
    // ₹1,500 against the move's invoice, never more than an invoice's total against it.
    const notes = await t.database.db
      .select({ amount: creditNotes.amountPaise, invoice: invoices.paymentIntentId })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .orderBy(asc(creditNotes.amountPaise));
    expect(notes).toEqual([
      { amount: 100_000, invoice: original },
      { amount: 150_000, invoice: started.paymentId },
    ]);
    // The booking page lists the move's invoice, and its PDF says what it was for.
    const documents = (await bookingPage(t.app, cookie, bookingId)).json().booking.documents;
    expect(documents.moveInvoices).toMatchObject([{ n: 1, amount: 1500 }]);
    expect(documents.creditNotes).toHaveLength(2);
    const pdf = await getDocument(t.app, cookie, `${bookingId}/move-invoices/1`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Price difference of moving turf booking');
    expect(text).toContain('Amount paid Rs. 1,500.00');
    expect((await getDocument(t.app, cookie, `${bookingId}/move-invoices/2`)).statusCode).toBe(404);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await getDocument(t.app, stranger, `${bookingId}/move-invoices/1`)).statusCode).toBe(
      404,
    );
  });
});

describe('a move to a cheaper slot', () => {
  it('moves at once and gives the difference back to the card by default', async () => {
    const { cookie, bookingId } = await scene();
    const answer = await move(cookie, bookingId, CHEAPER);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().booking).toMatchObject({
      date: '2030-05-13',
      startTime: '7:00 AM',
      amountPaid: 600,
      refund: { amount: 400, destination: 'source', status: 'done' },
    });
    // Its history says what came back of it.
    const moved = answer
      .json()
      .booking.history.find((h: { kind: string }) => h.kind === 'rescheduled');
    expect(moved.amount).toBe(-400);
    expect(await row(bookingId)).toMatchObject({ amountPaise: 60_000, refundedPaise: 0 });
  });

  it('gives it to credit when asked', async () => {
    const { cookie, bookingId, player } = await scene();
    const answer = await move(cookie, bookingId, { ...CHEAPER, refundTo: 'credit' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().booking.refund).toMatchObject({ amount: 400, destination: 'credit' });
    expect(await balance(t, player.id)).toBe(40_000);
  });

  it('and then cancelled, refunds the rest to the same card, exactly', async () => {
    const { cookie, bookingId } = await scene();
    await move(cookie, bookingId, CHEAPER);
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await refundsOf(bookingId);
    expect(back.map((r) => [r.destination, r.amountPaise, r.status])).toEqual([
      ['source', 40_000, 'done'],
      ['source', 60_000, 'done'],
    ]);
    expect(await row(bookingId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 60_000,
    });
  });
});

describe('moves that cost the same, and who may move', () => {
  it('a same-priced move answers as it always did', async () => {
    const { cookie, bookingId } = await scene();
    const answer = await move(cookie, bookingId, SAME);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Booking moved.' });
    expect(answer.json().booking).toMatchObject({ amountPaid: 1000, refund: null });
  });

  it("another player's booking is 404, with or without payDifference", async () => {
    const { bookingId } = await scene();
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    for (const payload of [DEARER, { ...DEARER, payDifference: true }, CHEAPER])
      expect((await move(other, bookingId, payload)).statusCode).toBe(404);
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await move(owner, bookingId, DEARER)).statusCode).toBe(404);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await move(admin, bookingId, DEARER)).statusCode).toBe(404);
    expect(await row(bookingId)).toMatchObject({ day: '2030-05-12', amountPaise: 100_000 });
  });
});

describe('a half-pitch moved onto the whole pitch', () => {
  it('pays for the larger court', async () => {
    const db = t.database.db;
    const owner = await createUser(db, 'owner');
    const { turf, court } = await createTurfWithCourts(
      db,
      owner.id,
      [
        { name: 'Half A', sports: ['football'] },
        { name: 'Half B', sports: ['football'] },
        { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
      ],
      { pricePaise: 100_000 },
    );
    const { courts } = await import('../db/schema');
    await db
      .update(courts)
      .set({ priceRules: { basePaise: 300_000, bands: [], specialDays: [], lastMinute: null } })
      .where(and(eq(courts.turfId, turf.id), eq(courts.id, court['Full pitch']!)));
    const cookie = await cookieFor(t.app, await createUser(db, 'user'));
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    expect((await row(bookingId)).courtId).toBe(court['Half A']);
    const whole = { ...SAME, courtId: court['Full pitch'] };
    const refused = await move(cookie, bookingId, whole);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().difference).toBe('2000.00');
    const started = (await move(cookie, bookingId, { ...whole, payDifference: true })).json();
    expect(started.amount).toBe('2000.00');
    await confirmCard(t.app, started.clientSecret);
    expect(await row(bookingId)).toMatchObject({
      courtId: court['Full pitch'],
      day: '2030-05-13',
      startMinute: 17 * H,
      amountPaise: 300_000,
    });
  });
});

describe('the quote before moving, and finishing a paid difference', () => {
  it('quotes each kind of move without moving anything', async () => {
    const { cookie, bookingId } = await scene();
    const quote = async (to: Record<string, string>) => {
      const query = new URLSearchParams(to).toString();
      const answer = await t.app.inject({
        url: `/api/v1/booking/${bookingId}/move-quote?${query}`,
        headers: { cookie },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect(await quote(DEARER)).toMatchObject({
      kind: 'pay',
      difference: '1500.00',
      newPrice: '2500.00',
      text: 'Pay ₹1500.00 more',
    });
    expect(await quote(CHEAPER)).toMatchObject({ kind: 'refund', text: '₹400.00 back to you' });
    expect(await quote(SAME)).toMatchObject({ kind: 'none', difference: '0.00' });
    expect(await row(bookingId)).toMatchObject({ day: '2030-05-12', amountPaise: 100_000 });
    const other = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const theirs = await t.app.inject({
      url: `/api/v1/booking/${bookingId}/move-quote?${new URLSearchParams(DEARER).toString()}`,
      headers: { cookie: other },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('finishes the paid difference with the booking at its new time', async () => {
    const { cookie, bookingId } = await scene();
    const started = (await move(cookie, bookingId, { ...DEARER, payDifference: true })).json();
    const finish = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/booking/${bookingId}/move-payment/finish`,
        headers: { cookie },
        payload: { paymentId: started.paymentId },
      });
    expect((await finish()).statusCode).toBe(402);
    await confirmCard(t.app, started.clientSecret);
    const finished = await finish();
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().booking).toMatchObject({ startTime: '8:00 PM', amountPaid: 2500 });
  });
});
