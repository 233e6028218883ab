import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { useTestApp } from '../testing/test-app';
import { TEST_NOW, confirmCard, paymentScene } from '../testing/payment-kit';
import {
  KIT_SPLIT_DUE_MINUTES,
  openPaidSplit,
  payShare,
  sharesInDb,
  splitInDb,
  teammate,
  paymentsIntoSplit,
} from '../testing/split-kit';
import { sweepSplits } from './split-sweep';
import { reconcilePayments } from '../payments/reconcile';

// Random splits, payment orders, removals and deadlines (docs/decisions/044): the live shares
// always add up to the price, no share is paid twice, and every captured payment ends as part of
// the booking or refunded.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const step = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), share: fc.nat(), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('start' as const), share: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), share: fc.nat() }),
  fc.record({ kind: fc.constant('rest' as const) }),
  fc.record({ kind: fc.constant('deadline' as const) }),
);

describe('split shares under random orders (property)', () => {
  it('add up, are paid once, and every captured payment is booked or refunded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 6 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (players, steps) => {
          t.setNow(TEST_NOW);
          const { turf, cookie } = await paymentScene(t.app, t.database.db);
          const split = await openPaidSplit(t.app, cookie, turf.id, players);
          const mate = await teammate(t.app, t.database.db);
          const started: string[] = [];
          for (const next of steps) {
            const shares = await sharesInDb(t.database.db, split.splitId);
            const pick = (n: number) => shares[1 + (n % (shares.length - 1))]!;
            if (next.kind === 'pay' || next.kind === 'start') {
              const answers = [await payShare(t.app, mate.cookie, split, pick(next.share).id)];
              if (next.kind === 'pay' && next.twice)
                answers.push(await payShare(t.app, cookie, split, pick(next.share).id));
              for (const answer of answers) {
                expect(answer.statusCode).toBeLessThan(500);
                if (answer.statusCode !== 200) continue;
                if (next.kind === 'start') started.push(answer.json().clientSecret);
                else
                  expect(
                    (await confirmCard(t.app, answer.json().clientSecret)).statusCode,
                  ).toBeLessThan(500);
              }
            } else if (next.kind === 'remove') {
              const removed = await t.app.inject({
                method: 'DELETE',
                url: `/api/v1/splits/${split.splitId}/shares/${pick(next.share).id}`,
                headers: { cookie },
              });
              expect(removed.statusCode).toBeLessThan(500);
            } else if (next.kind === 'rest') {
              const rest = await t.app.inject({
                method: 'POST',
                url: `/api/v1/splits/${split.splitId}/pay-rest`,
                headers: { cookie },
              });
              expect(rest.statusCode).toBeLessThan(500);
              if (rest.statusCode === 200) await confirmCard(t.app, rest.json().clientSecret);
            } else {
              t.setNow(new Date(TEST_NOW.getTime() + (KIT_SPLIT_DUE_MINUTES + 16) * 60_000));
              await sweepSplits(t.context);
            }
            const live = (await sharesInDb(t.database.db, split.splitId)).filter(
              (share) => share.status !== 'removed',
            );
            expect(live.reduce((sum, share) => sum + share.amountPaise, 0)).toBe(100_000);
          }
          // Payments started and never finished are paid now, late: they too must settle.
          for (const secret of started) await confirmCard(t.app, secret);
          await reconcilePayments(t.context);
          const final = await splitInDb(t.database.db, split.splitId);
          const shares = await sharesInDb(t.database.db, split.splitId);
          const paid = await paymentsIntoSplit(t.database.db, split.splitId);
          const payers = shares.flatMap((share) =>
            share.status === 'paid' ? [share.paidByIntentId!] : [],
          );
          for (const payment of paid) {
            if (payment.status === 'pending' || payment.status === 'abandoned') continue;
            if (final.status === 'ended') expect(payment.status).toBe('refunded');
            else if (payers.includes(payment.intentId)) expect(payment.status).toBe('finalized');
            else expect(payment.status).toBe('refunded');
          }
          const [held] = await t.database.db
            .select()
            .from(bookings)
            .where(eq(bookings.paymentId, split.paymentId));
          expect(held!.status === 'confirmed').toBe(final.status === 'complete');
          if (final.status === 'complete')
            expect(shares.every((share) => share.status !== 'unpaid')).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
