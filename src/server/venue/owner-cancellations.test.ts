import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import { timeLabel } from '../../shared/slots';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { localRefunds, refunds } from '../db/schema-money';
import { bookAndPay, bookingPage } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10; the rain falls on Sunday 2030-05-12.
const SUNDAY = '2030-05-12';
const H = 60;

function post(url: string, cookie: string | null, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner) };
}

/** Paid half-hour bookings from 6:00 AM on, one after another, at ₹1000/hour. */
async function halfHours(turfId: string, cookie: string, count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = 6 * H + index * 30;
    ids.push(
      await bookAndPay(t.app, cookie, {
        turfId,
        date: SUNDAY,
        startTime: timeLabel(start),
        endTime: timeLabel(start + 30),
        amount: '500.00',
      }),
    );
  }
  return ids;
}

const rainOut = (turfId: string, cookie: string | null, body: object = {}, key?: string) =>
  post(
    `/api/v1/owner/turfs/${turfId}/cancellations`,
    cookie,
    { date: SUNDAY, start: 6 * H, end: 17 * H, reason: 'Rain', ...body },
    key,
  );

describe('a rain-out', () => {
  it('cancels 20 bookings once, each with its choice, even when called twice at once, and blocks the range; each refund chosen is made in full once', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const ids = await halfHours(turf.id, cookie, 20);
    const [first, second] = await Promise.all([
      rainOut(turf.id, ownerCookie),
      rainOut(turf.id, ownerCookie),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const counts = [first.json().cancelled, second.json().cancelled].sort((a, b) => a - b);
    expect(counts).toEqual([0, 20]);
    // Each player chooses credit, a move or a refund (decision 041): nothing goes back yet.
    expect(first.json().refundedAmount + second.json().refundedAmount).toBe(0);
    expect(await t.database.db.select().from(rainOutChoices)).toHaveLength(20);
    expect(await t.database.db.select().from(refunds)).toEqual([]);

    const blocks = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.status, 'blocked'));
    expect(blocks.map((b) => [b.startMinute, b.endMinute, b.blockReason])).toEqual([
      [6 * H, 17 * H, 'Rain'],
    ]);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.rained-out'));
    expect(mails).toHaveLength(20);
    expect(mails[0]!.payload).toMatchObject({ reason: 'Rain' });
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.topic, 'booking.cancelled')),
    ).toEqual([]);

    for (const id of ids) {
      const chosen = await post(`/api/v1/booking/${id}/rain-out-choice`, cookie, {
        choice: 'refund',
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    const rows = await t.database.db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(
      rows.every((row) => row.status === 'cancelled' && row.paymentStatus === 'refunded'),
    ).toBe(true);
    expect(rows.every((row) => row.refundedPaise === row.amountPaise)).toBe(true);
    const made = await t.database.db.select().from(refunds);
    expect(made).toHaveLength(20);
    expect(made.every((refund) => refund.status === 'done')).toBe(true);
    // The card network saw one refund per booking, each of its whole amount.
    const atGateway = await t.database.db.select().from(localRefunds);
    expect(atGateway.map((refund) => refund.amount)).toEqual(Array(20).fill(50_000));

    const page = await bookingPage(t.app, cookie, ids[0]!);
    expect(page.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('gives up live holds in the range, keeps existing blocks, and blocks only the rest', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const blocked = await post(`/api/v1/owner/turfs/${turf.id}/blocks`, ownerCookie, {
      date: SUNDAY,
      start: 9 * H,
      end: 10 * H,
      reason: 'Maintenance',
    });
    expect(blocked.statusCode).toBe(201);
    const held = await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: SUNDAY, startTime: '7:00 AM', endTime: '8:00 AM' },
    });
    expect(held.statusCode).toBe(200);
    const rained = await rainOut(turf.id, ownerCookie, { start: 6 * H, end: 12 * H });
    expect(rained.json()).toMatchObject({ cancelled: 0, refundedAmount: 0 });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    expect(rows.find((row) => row.status === 'expired')).toMatchObject({ startMinute: 7 * H });
    expect(
      rows
        .filter((row) => row.status === 'blocked')
        .map((row) => [row.startMinute, row.endMinute, row.blockReason])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [6 * H, 9 * H, 'Rain'],
      [9 * H, 10 * H, 'Maintenance'],
      [10 * H, 12 * H, 'Rain'],
    ]);
  });

  it('is the turf owner’s or the admin’s, and refuses bad ranges, writing nothing', async () => {
    const { turf, cookie } = await scene();
    const [bookingId] = await halfHours(turf.id, cookie, 1);
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await rainOut(turf.id, null)).statusCode).toBe(401);
    expect((await rainOut(turf.id, cookie)).statusCode).toBe(403);
    expect((await rainOut(turf.id, otherOwner)).statusCode).toBe(403);
    const cancelOne = (who: string | null) =>
      post(`/api/v1/owner/bookings/${bookingId}/cancel`, who, { reason: 'Rain' });
    expect((await cancelOne(null)).statusCode).toBe(401);
    expect((await cancelOne(cookie)).statusCode).toBe(403);
    expect((await cancelOne(otherOwner)).statusCode).toBe(403);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await rainOut(turf.id, admin, { date: '2030-05-09' })).json().message).toBe(
      OWNER_BLOCK_MESSAGES.past,
    );
    expect((await rainOut(turf.id, admin, { start: 17 * H, end: 6 * H })).statusCode).toBe(400);
    expect((await rainOut(turf.id, admin, { reason: '' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId!));
    expect(row!.status).toBe('confirmed');
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });
});

describe('the owner cancels one booking', () => {
  it('refunds it in full, blocks its time, and answers a repeat as the first', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const [bookingId, neighbour] = await halfHours(turf.id, cookie, 2);
    const url = `/api/v1/owner/bookings/${bookingId}/cancel`;
    const cancelled = await post(url, ownerCookie, { reason: 'Pitch repair' }, 'key-1');
    expect(cancelled.json()).toMatchObject({ cancelled: 1, refundedAmount: 500 });
    const repeat = await post(url, ownerCookie, { reason: 'Pitch repair' }, 'key-1');
    expect(repeat.statusCode).toBe(200);
    expect((await post(url, ownerCookie, { reason: 'Pitch repair' }, 'key-2')).statusCode).toBe(
      409,
    );
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    expect(rows.find((row) => row.id === neighbour)!.status).toBe('confirmed');
    expect(rows.find((row) => row.status === 'blocked')).toMatchObject({
      startMinute: 6 * H,
      endMinute: 6 * H + 30,
      blockReason: 'Pitch repair',
    });
    expect(await t.database.db.select().from(localRefunds)).toHaveLength(1);
    const page = await bookingPage(t.app, cookie, bookingId!);
    expect(page.json().booking.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'paid',
      'cancelled',
      'refunded',
    ]);
  });

  it('is refused once the booking has started', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const [bookingId] = await halfHours(turf.id, cookie, 1);
    t.setNow(new Date('2030-05-12T00:35:00Z')); // 6:05 AM in Mumbai
    const late = await post(`/api/v1/owner/bookings/${bookingId}/cancel`, ownerCookie, {
      reason: 'Rain',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(OWNER_BLOCK_MESSAGES.past);
  });
});
