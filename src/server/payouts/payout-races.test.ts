import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeRefunds } from '../bookings/due-refunds';
import { feeDocuments } from '../db/schema-fee-invoices';
import { bookings } from '../db/schema-bookings';
import { payoutLines, payoutStatements, payoutTransfers } from '../db/schema-payouts';
import { bookAndPay } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { expectPayoutsAddUp } from '../testing/payout-invariants';
import { putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { useSecondPool } from '../testing/second-pool';
import { issueFeeInvoices } from './fee-invoices';
import { figureMarkedPayouts } from './payout-lines';
import { releasePayouts } from './payout-release';
import { issueStatements } from './payout-statements';

// Two workers paying venues at once (docs/decisions/054), each on its own connection pool to one
// PostgreSQL database, as two server processes are: two release jobs send each venue's balance
// once; a refund figured while the release runs is neither lost nor paid out; statements and fee
// invoices are issued once, the invoices numbered without a gap.

const serverUrl = process.env.TEST_DATABASE_URL;
const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const secondPool = useSecondPool(t);

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
/** 7:00 PM on Sunday plus the day's hold; then the first minutes of the next week and month. */
const RELEASE = new Date('2030-05-13T13:30:00Z');
const JUNE = new Date('2030-05-31T18:31:00Z');

/** Three venues of three owners, each with an active account and a booking sold on Sunday. */
async function venues() {
  const s = await paymentScene(t.app, t.database.db);
  const sold: { turfId: string; bookingId: string }[] = [];
  for (let n = 0; n < 3; n += 1) {
    const owner = n === 0 ? s.owner : await createUser(t.database.db, 'owner');
    const turf =
      n === 0 ? s.turf : await createTurf(t.database.db, owner.id, { pricePaise: 100_000 });
    expect((await putPayoutAccount(t.app, await cookieFor(t.app, owner))).statusCode).toBe(200);
    sold.push({
      turfId: turf.id,
      bookingId: await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: turf.id }),
    });
  }
  await sweepAt(t, TEST_NOW);
  return { ...s, sold };
}

describe.skipIf(!serverUrl)('two workers paying venues at once', () => {
  it("send each venue's balance once, and issue each statement and fee invoice once", async () => {
    const s = await venues();
    const other = { ...t.context, db: (await secondPool()).db };
    const asked = vi.spyOn(t.context.payoutRail, 'transfer');
    t.setNow(RELEASE);
    await Promise.all([
      releasePayouts(t.context),
      releasePayouts(other),
      releasePayouts(t.context),
      releasePayouts(other),
    ]);
    const transfers = await t.database.db.select().from(payoutTransfers);
    const lines = await t.database.db.select().from(payoutLines);
    expect(transfers).toHaveLength(s.sold.length);
    for (const { turfId } of s.sold) {
      const [sent] = transfers.filter((transfer) => transfer.turfId === turfId);
      const [line] = lines.filter((one) => one.turfId === turfId);
      expect(sent).toMatchObject({ status: 'processed', amountPaise: line!.netPaise });
      expect(line!.status).toBe('paid');
    }
    // A provider asked twice is asked with the same reference, which it sends once.
    expect(new Set(asked.mock.calls.map(([request]) => request.reference)).size).toBe(
      s.sold.length,
    );

    t.setNow(JUNE);
    await Promise.all([
      issueStatements(t.context),
      issueStatements(other),
      issueFeeInvoices(t.context),
      issueFeeInvoices(other),
    ]);
    await Promise.all([issueStatements(other), issueFeeInvoices(t.context)]);
    const statements = await t.database.db.select().from(payoutStatements);
    // Each venue: the weeks from 6 May to the one ending 26 May, once each.
    expect(statements).toHaveLength(3 * s.sold.length);
    expect(new Set(statements.map((one) => `${one.turfId} ${one.periodFrom}`)).size).toBe(
      statements.length,
    );
    const invoices = await t.database.db.select().from(feeDocuments);
    expect(invoices.map((one) => one.serial).sort()).toEqual([1, 2, 3]);
    await expectPayoutsAddUp(t.database.db);
  });

  it('neither lose nor pay out money going back while the release runs', async () => {
    const s = await venues();
    const other = { ...t.context, db: (await secondPool()).db };
    const paid = await t.database.db.select().from(bookings);
    const before = await t.database.db.select().from(payoutLines);
    t.setNow(RELEASE);
    await Promise.all([
      releasePayouts(t.context),
      (async () => {
        for (const { bookingId } of s.sold) {
          const booking = paid.find((row) => row.id === bookingId)!;
          await other.db.transaction((tx) =>
            writeRefunds(tx, [
              {
                paymentIntentId: booking.paymentId!,
                bookingId,
                amountPaise: 25_000,
                destination: 'credit',
              },
            ]),
          );
        }
        await figureMarkedPayouts(other);
      })(),
      releasePayouts(other),
    ]);
    // Whatever ran first, the next minute's job settles the rest.
    await sweepAt(t, new Date(RELEASE.getTime() + 60_000));
    for (const { turfId } of s.sold) {
      const [line] = await t.database.db
        .select()
        .from(payoutLines)
        .where(eq(payoutLines.turfId, turfId));
      expect(line!.returnedPaise).toBe(25_000);
      const sent = (
        await t.database.db.select().from(payoutTransfers).where(eq(payoutTransfers.turfId, turfId))
      )
        .filter((transfer) => transfer.status === 'processed')
        .reduce((total, transfer) => total + transfer.amountPaise, 0);
      // Sent after the refund was figured: the net; before: the net without it, the difference
      // carried to recover from the next payouts.
      const netBefore = before.find((one) => one.turfId === turfId)!.netPaise;
      expect([line!.netPaise, netBefore]).toContain(sent);
      expect(line!.status).toBe('paid');
    }
    await expectPayoutsAddUp(t.database.db);
  });
});
