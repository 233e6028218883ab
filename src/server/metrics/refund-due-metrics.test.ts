import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeRefunds } from '../bookings/due-refunds';
import type * as Refunds from '../payments/refunds';
import { bookings } from '../db/schema-bookings';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { METRICS_TOKEN, samplesOf, valueOf } from '../testing/metrics-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';

// A refund is due in the metrics when the transaction that wrote it commits, at its one writer
// (decision 069), not when the gateway is first asked: cancelling a paid booking counts it before
// the worker that makes it runs, and a write that rolls back counts nothing.

const asked = vi.hoisted(() => ({ dueWhenAsked: [] as number[], readDue: async () => 0 }));
vi.mock('../payments/refunds', async (importOriginal) => {
  const original = await importOriginal<typeof Refunds>();
  return {
    ...original,
    settleRefund: async (...args: Parameters<typeof original.settleRefund>) => {
      asked.dueWhenAsked.push(await asked.readDue());
      return original.settleRefund(...args);
    },
  };
});

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', METRICS_TOKEN });
beforeEach(() => {
  t.setNow(TEST_NOW);
  asked.dueWhenAsked = [];
  asked.readDue = due;
});

// 56 hours ahead of TEST_NOW: a cancellation gets all of its money back.
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

async function due(): Promise<number> {
  const samples = samplesOf(await t.context.metrics.exposition());
  return valueOf(samples, 'turfbook_money_back_total', { state: 'due' }) ?? 0;
}

describe('a refund due', () => {
  it('is counted when the cancellation that wrote it commits, before the refund worker runs', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    const before = await due();
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    // The worker (settleRefund) was called once, and found the refund counted already.
    expect(asked.dueWhenAsked).toEqual([before + 1]);
    expect(await due()).toBe(before + 1);
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
    counted.mockRestore();
    expect(await due()).toBe(before + 1);
  });
});
