import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WITHHOLDING_RATES } from '../../shared/payout-figures';
import { writeRefunds } from '../bookings/due-refunds';
import { bookings } from '../db/schema-bookings';
import { payoutLineChanges, payoutLines, payoutStatements } from '../db/schema-payouts';
import { moneyOfBooking, moneyTotals } from '../payments/booking-money';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { expectPayoutsAddUp } from '../testing/payout-invariants';
import { PAYOUT_DETAILS, putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { venueBalance } from './payout-release';

// Random weeks of a venue (docs/decisions/054): bookings sold and cancelled, money going back
// before and after release, the owner's PAN given and taken away, the clock moving, with and
// without a GSTIN, across a change of the withholding rates on 12 May. Whatever happened, every
// payout line is its booking's money as the money model reads it, split to the paisa, the sum of
// its ledger rows; statements carry their balances; and the days' totals add up to the lines.

const RATES_FROM_12_MAY = {
  from: '2030-05-12',
  tcsBp: 100,
  tdsBp: 20,
  tdsWithoutPanBp: 500,
  source: 'a test change of rates',
};
const t = useTestApp({
  TZ_VENUE: 'Asia/Kolkata',
  PAYOUT_WITHHOLDING_RATES: JSON.stringify([...DEFAULT_WITHHOLDING_RATES, RATES_FROM_12_MAY]),
});

const SLOTS = [
  { date: '2030-05-10', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: '2030-05-10', startTime: '8:00 PM', endTime: '9:00 PM' },
  { date: '2030-05-11', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: '2030-05-12', startTime: '7:00 PM', endTime: '8:00 PM' },
  { date: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: '2030-05-14', startTime: '9:00 PM', endTime: '10:00 PM' },
];

const step = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), slot: fc.nat(SLOTS.length - 1) }),
  fc.record({ kind: fc.constant('cancel' as const), n: fc.nat(5) }),
  fc.record({
    kind: fc.constant('refund' as const),
    n: fc.nat(5),
    paise: fc.integer({ min: 1, max: 60_000 }),
  }),
  fc.record({ kind: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('pan' as const), given: fc.boolean() }),
);

describe('payouts over random weeks', () => {
  it('always match the money model, add up to the paisa, and carry their balances', async () => {
    const runs: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 3, maxLength: 9 }),
        async (gst, steps) => {
          let now = TEST_NOW;
          t.setNow(now);
          const s = await paymentScene(t.app, t.database.db);
          runs.push(s.turf.id);
          const owner = await cookieFor(t.app, s.owner);
          if (gst) expect((await putTaxDetails(t.app, owner, s.turf.id)).statusCode).toBe(200);
          expect((await putPayoutAccount(t.app, owner)).statusCode).toBe(200);
          const sold: string[] = [];
          const cancelled = new Set<string>();
          const givenBack = new Set<string>();
          for (const one of steps) {
            if (one.kind === 'book') {
              const slot = { ...SLOTS[one.slot]!, amount: '1000.00', turfId: s.turf.id };
              // A slot taken or past is refused, as it would be for a player.
              await bookAndPay(t.app, s.cookie, slot).then(
                (id) => sold.push(id),
                () => undefined,
              );
            } else if (one.kind === 'cancel' && sold.length > 0) {
              // A booking whose money went back by other means is not cancelled for its price.
              const bookingId = sold[one.n % sold.length]!;
              if (!givenBack.has(bookingId)) {
                await cancelBooking(t.app, s.cookie, bookingId);
                cancelled.add(bookingId);
              }
            } else if (one.kind === 'refund' && sold.length > 0) {
              const bookingId = sold[one.n % sold.length]!;
              if (!cancelled.has(bookingId)) {
                await giveBack(bookingId, one.paise);
                givenBack.add(bookingId);
              }
            } else if (one.kind === 'tick') {
              now = new Date(now.getTime() + one.hours * 3_600_000);
              await sweepAt(t, now);
            } else if (one.kind === 'pan') {
              await putPayoutAccount(t.app, owner, {
                ...PAYOUT_DETAILS,
                pan: one.given ? PAYOUT_DETAILS.pan : null,
              });
            }
          }
          // Past every release and into the weeks after: everything is figured, sent and stated.
          await sweepAt(t, new Date('2030-05-20T18:31:00Z'));
          await sweepAt(t, new Date('2030-05-27T18:31:00Z'));
          await expectVenue(s.turf.id, sold);
        },
      ),
      // Runs share one database, so a fixed seed keeps a failure reproducible as it was found.
      { numRuns: 8, seed: 46054 },
    );
    await expectPayoutsAddUp(t.database.db);
    await expectDaysAddUp();
    expect(runs).toHaveLength(8);
  });
});

/** Money of a booking going back outside a cancellation (a dispute), at most what is left. */
async function giveBack(bookingId: string, paise: number) {
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const { paidPaise, returnedPaise } = moneyTotals(await moneyOfBooking(t.database.db, booking!));
  const amountPaise = Math.min(paise, paidPaise - returnedPaise);
  if (amountPaise <= 0) return;
  await t.database.db.transaction((tx) =>
    writeRefunds(tx, [
      { paymentIntentId: booking!.paymentId!, bookingId, amountPaise, destination: 'credit' },
    ]),
  );
}

async function expectVenue(turfId: string, sold: string[]) {
  const lines = await t.database.db
    .select()
    .from(payoutLines)
    .where(eq(payoutLines.turfId, turfId));
  expect(lines.map((line) => line.bookingId).sort()).toEqual([...new Set(sold)].sort());
  for (const line of lines) {
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, line.bookingId));
    const money = moneyTotals(await moneyOfBooking(t.database.db, booking!));
    expect([line.grossPaise, line.returnedPaise]).toEqual([money.paidPaise, money.returnedPaise]);
    expect(
      line.netPaise +
        line.feePaise +
        line.feeGstPaise +
        line.tcsCgstPaise +
        line.tcsSgstPaise +
        line.tcsIgstPaise +
        line.tdsPaise +
        line.returnedPaise,
    ).toBe(line.grossPaise);
    expect(line.status).toBe(line.grossPaise === line.returnedPaise ? 'reversed' : 'paid');
  }
  // Every ledger row of a booking played by the last week's end is on exactly one statement.
  const statements = await t.database.db
    .select()
    .from(payoutStatements)
    .where(eq(payoutStatements.turfId, turfId));
  const changes = await t.database.db
    .select()
    .from(payoutLineChanges)
    .where(eq(payoutLineChanges.turfId, turfId));
  const sum = (rows: { netPaise: number }[]) =>
    rows.reduce((total, row) => total + row.netPaise, 0);
  expect(changes.every((change) => change.statementId !== null)).toBe(true);
  expect(sum(statements)).toBe(sum(changes));
  const last = statements.sort((a, b) => a.periodFrom.localeCompare(b.periodFrom)).at(-1);
  // All of it was released and sent in the last week stated: its closing is what the venue owes
  // back for money returned after a transfer, or nothing.
  expect(last?.closingPaise ?? 0).toBe(await venueBalance(t.database.db, turfId));
  expect(last?.closingPaise ?? 0).toBeLessThanOrEqual(0);
}

/** The admin's day totals, day by day, add up to every line there is. */
async function expectDaysAddUp() {
  const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
  let collected = 0;
  let returned = 0;
  for (let day = 10; day <= 28; day += 1) {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payouts?date=2030-05-${day}`,
      headers: { cookie: admin },
    });
    collected += Math.round(Number(answer.json().totals.collected) * 100);
    returned += Math.round(Number(answer.json().totals.returned) * 100);
  }
  const lines = await t.database.db.select().from(payoutLines);
  expect(collected).toBe(lines.reduce((total, line) => total + line.grossPaise, 0));
  expect(returned).toBe(lines.reduce((total, line) => total + line.returnedPaise, 0));
}
