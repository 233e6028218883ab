import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeRefunds } from '../bookings/due-refunds';
import { bookings } from '../db/schema-bookings';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { METRICS_TOKEN, samplesOf, valueOf } from '../testing/metrics-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';

// A refund is due in the metrics when the transaction that wrote it commits, at its one writer
// (decision 069), not when the worker first asks the gateway: a write with no worker after it
// counts, one that rolls back does not, and a cancellation's refund to credit is due before the
// worker makes it (the old count came after). The api suite shares modules between files
// (isolate: false), so the app's own objects are watched, never a module mocked.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', METRICS_TOKEN });
beforeEach(() => t.setNow(TEST_NOW));
afterEach(() => vi.restoreAllMocks());

// 56 hours ahead of TEST_NOW: a cancellation gets all of its money back.
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

async function due(): Promise<number> {
  const samples = samplesOf(await t.context.metrics.exposition());
  return valueOf(samples, 'turfbook_money_back_total', { state: 'due' }) ?? 0;
}

describe('a refund due', () => {
  it('is counted when the cancellation that wrote it commits, before the refund is made', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    // What happens, in order: each count, and each time the gateway is asked for a refund.
    const events: string[] = [];
    const counts = t.context.metrics;
    const moneyBack = counts.moneyBack.bind(counts);
    vi.spyOn(counts, 'moneyBack').mockImplementation((state) => {
      events.push(state);
      moneyBack(state);
    });
    const refund = t.context.payments.refund.bind(t.context.payments);
    vi.spyOn(t.context.payments, 'refund').mockImplementation((...args) => {
      events.push('asked');
      return refund(...args);
    });
    const before = await due();
    // To credit: the refund worker makes it without the gateway; it was due first.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${bookingId}/cancel`,
      headers: { cookie },
      payload: { refundTo: 'credit' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(events).toEqual(['due', 'made']);
    expect(await due()).toBe(before + 1);
    // Back to the card: due before the gateway is asked, and once.
    events.length = 0;
    const other = await bookAndPay(t.app, cookie, {
      ...SLOT,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      turfId: turf.id,
    });
    expect((await cancelBooking(t.app, cookie, other)).statusCode).toBe(200);
    expect(events).toEqual(['due', 'asked', 'made']);
    expect(await due()).toBe(before + 2);
  });

  it('is not counted while its transaction is open, nor at all when it rolls back', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const refund = {
      paymentIntentId: booking!.paymentId!,
      bookingId,
      amountPaise: 10_000,
      destination: 'source' as const,
    };
    const before = await due();
    await expect(
      t.context.db.transaction(async (tx) => {
        await writeRefunds(tx, [refund]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await due()).toBe(before);
    // Counted through the app's counts, watched here: a scrape would wait on PGlite's one
    // connection, which the open transaction holds.
    const counted = vi.spyOn(t.context.metrics, 'moneyBack');
    await t.context.db.transaction(async (tx) => {
      await writeRefunds(tx, [refund]);
      expect(counted).not.toHaveBeenCalled();
    });
    expect(counted).toHaveBeenCalledExactlyOnceWith('due');
    expect(await due()).toBe(before + 1);
  });
});
