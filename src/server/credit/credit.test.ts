import fc from 'fast-check';
import { eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '../../shared/credit';
import { bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { creditAccounts, creditEntries, localRefunds, refunds } from '../db/schema-money';
import { HttpError } from '../http/errors';
import { bookAndPay, bookingPage } from '../testing/aftercare-kit';
import { cancelWithChoice } from '../testing/credit-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { creditBalance, recordCredit } from './ledger';

// TurfBook credit (docs/decisions/040): the player's own balance and ledger, a cancellation's
// refund taken as instant credit, and the ledger's line: never below zero, always the sum of
// its entries. TEST_NOW is 10:00 AM on 2030-05-10 in Mumbai.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
// 6:00 AM on 2030-05-12, twelve hours before play: the policy gives half back.
const TWELVE_HOURS_BEFORE = new Date('2030-05-12T00:30:00Z');

function creditOf(cookie: string | null) {
  return t.app.inject({ url: '/api/v1/user/credit', headers: cookie ? { cookie } : {} });
}

const cancel = (cookie: string, bookingId: string, body?: Record<string, unknown>) =>
  cancelWithChoice(t.app, cookie, bookingId, body);

async function paidBooking() {
  const s = await paymentScene(t.app, t.database.db);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  return { ...s, bookingId };
}

describe('GET /api/v1/user/credit', () => {
  it('answers the caller’s own empty credit, and 401 without a session', async () => {
    const player = await createUser(t.database.db, 'user');
    const answer = await creditOf(await cookieFor(t.app, player));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, balance: '0.00', entries: [] });
    expect((await creditOf(null)).statusCode).toBe(401);
  });
});

describe('a refund taken as credit', () => {
  it('is in the credit at once, with no card refund, and the booking reads refunded', async () => {
    const { cookie, bookingId, player, owner } = await paidBooking();
    const answer = await cancel(cookie, bookingId, { refundTo: 'credit' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(CREDIT_MESSAGES.cancelledToCredit);
    expect(answer.json().booking.refund).toMatchObject({
      amount: 1000,
      status: 'done',
      destination: 'credit',
    });

    const credit = (await creditOf(cookie)).json();
    expect(credit.balance).toBe('1000.00');
    expect(credit.entries).toEqual([
      { amount: '1000.00', reason: 'refund', bookingId, createdAt: TEST_NOW.toISOString() },
    ]);
    // The card is not refunded; the booking reads refunded, and no second mail is queued.
    expect(await t.database.db.select().from(localRefunds)).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const topics = (await t.database.db.select().from(outbox)).map((entry) => entry.topic);
    expect(topics).toContain('booking.cancelled');
    expect(topics).not.toContain('refund.completed');
    // A refund to credit is a refund all the same: its credit note references the receipt.
    const note = await t.app.inject({
      url: `/api/v1/booking/${bookingId}/credit-notes/1`,
      headers: { cookie },
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    // Another account's credit is its own.
    expect((await creditOf(await cookieFor(t.app, owner))).json().balance).toBe('0.00');
    expect(player.id).not.toBe(owner.id);
  });

  it('takes the policy’s share: half, twelve hours before play', async () => {
    const { cookie, bookingId } = await paidBooking();
    t.setNow(TWELVE_HOURS_BEFORE);
    await cancel(cookie, bookingId, { refundTo: 'credit' });
    expect((await creditOf(cookie)).json().balance).toBe('500.00');
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page.refund).toMatchObject({ amount: 500, destination: 'credit' });
  });

  it('goes back to the card by default, as before', async () => {
    const { cookie, bookingId } = await paidBooking();
    const answer = await cancel(cookie, bookingId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().booking.refund).toMatchObject({ destination: 'source', status: 'done' });
    const given = await t.database.db
      .select({ total: sum(localRefunds.amount) })
      .from(localRefunds);
    expect(Number(given[0]!.total)).toBe(100_000);
    expect((await creditOf(cookie)).json().balance).toBe('0.00');
  });

  it('refuses a destination it does not know, and cancels nothing', async () => {
    const { cookie, bookingId } = await paidBooking();
    const refused = await cancel(cookie, bookingId, { refundTo: 'wallet' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CREDIT_MESSAGES.refundTo);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('confirmed');
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });
});

describe('the credit ledger', () => {
  it('never goes below zero and is always the sum of its entries', async () => {
    const player = await createUser(t.database.db, 'user');
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -50_000, max: 50_000 }).filter((paise) => paise !== 0),
          {
            maxLength: 12,
          },
        ),
        async (amounts) => {
          await db.delete(creditEntries);
          await db.delete(creditAccounts);
          let expected = 0;
          for (const amountPaise of amounts) {
            const entry = { userId: player.id, amountPaise, reason: 'refund' as const };
            const recorded = await db
              .transaction((tx) => recordCredit(tx, { ...entry, bookingId: null, now: TEST_NOW }))
              .catch((error: unknown) => error);
            if (expected + amountPaise < 0) {
              expect(recorded).toBeInstanceOf(HttpError);
              expect((recorded as HttpError).message).toBe(CREDIT_MESSAGES.notEnough);
            } else {
              expected += amountPaise;
              expect(recorded).toBe(expected);
            }
          }
          expect(await creditBalance(db, player.id)).toBe(expected);
          const [total] = await db
            .select({ total: sum(creditEntries.amountPaise) })
            .from(creditEntries);
          expect(Number(total!.total ?? 0)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('lets two spends at once take only what is there', async () => {
    const player = await createUser(t.database.db, 'user');
    const db = t.database.db;
    await db.transaction((tx) =>
      recordCredit(tx, {
        userId: player.id,
        amountPaise: 100_000,
        reason: 'refund',
        bookingId: null,
        now: TEST_NOW,
      }),
    );
    const spend = () =>
      db
        .transaction((tx) =>
          recordCredit(tx, {
            userId: player.id,
            amountPaise: -70_000,
            reason: 'spent',
            bookingId: null,
            now: TEST_NOW,
          }),
        )
        .then(
          () => 'spent',
          () => 'refused',
        );
    expect((await Promise.all([spend(), spend()])).sort()).toEqual(['refused', 'spent']);
    expect(await creditBalance(db, player.id)).toBe(30_000);
  });
});
