import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeRefunds } from '../bookings/due-refunds';
import { bookings } from '../db/schema-bookings';
import { payoutLines, payoutTransfers } from '../db/schema-payouts';
import { REFUSED_TRANSFER_REASON, REFUSING_BANK_ACCOUNT } from '../local-gateway/local-payout-rail';
import { bookAndPay } from '../testing/aftercare-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { PAYOUT_DETAILS, putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { useTestApp } from '../testing/test-app';
import { PAYOUTS_WAIT_MESSAGES } from './owner-payouts';
import { venueBalance } from './payout-release';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
afterEach(() => vi.restoreAllMocks());

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const LATER = { ...SLOT, date: '2030-05-14' };
/** 7:00 PM on 12 May in Mumbai, plus the day's hold: the first line's release. */
const FIRST_RELEASE = new Date('2030-05-13T13:30:00Z');

const putAccount = (cookie: string, bank = PAYOUT_DETAILS.bank) =>
  putPayoutAccount(t.app, cookie, { ...PAYOUT_DETAILS, bank });
const payouts = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/owner/payouts', headers: { cookie } })).json();

const runAt = (when: Date) => sweepAt(t, when);

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const owner = await cookieFor(t.app, s.owner);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  await runAt(TEST_NOW);
  return { ...s, owner, bookingId };
}

describe("a venue's payout release", () => {
  it('waits for the hold and an active account, then sends the net once and reads paid', async () => {
    const s = await scene();
    const [held] = (await payouts(s.owner)).payouts;
    await runAt(new Date(FIRST_RELEASE.getTime() - 60_000));
    expect((await payouts(s.owner)).payouts[0].status).toBe('on_hold');
    // Past the hold, but no account: it waits, and says why.
    await runAt(FIRST_RELEASE);
    const waiting = await payouts(s.owner);
    expect(waiting.payouts[0].status).toBe('on_hold');
    expect(waiting.message).toBe(PAYOUTS_WAIT_MESSAGES.noAccount);
    expect((await putAccount(s.owner)).json().account.status).toBe('active');
    await runAt(FIRST_RELEASE);
    await runAt(FIRST_RELEASE);
    const paid = await payouts(s.owner);
    expect(paid.message).toBeNull();
    expect(paid.payouts[0].status).toBe('paid');
    // Giving a PAN took the TDS from 5% to 0.1% before the line was released.
    expect(Number(paid.payouts[0].net)).toBeGreaterThan(Number(held.net));
    expect(paid.balance).toBe('0.00');
    expect(paid.onHold).toBe('0.00');
    const transfers = await t.database.db.select().from(payoutTransfers);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      status: 'processed',
      amountPaise: Math.round(Number(paid.payouts[0].net) * 100),
      providerTransferId: expect.stringMatching(/^trf_/),
    });
    // The provider's id, as the owner's bank and the statement show it.
    expect(paid.payouts[0].transferId).toBe(transfers[0]!.providerTransferId);
  });

  it('shows a transfer the bank refused as failed with its reason, and sends it again once the account is fixed', async () => {
    const s = await scene();
    await putAccount(s.owner, { accountNumber: REFUSING_BANK_ACCOUNT, ifsc: 'HDFC0001234' });
    await runAt(FIRST_RELEASE);
    const failed = (await payouts(s.owner)).payouts[0];
    expect(failed).toMatchObject({ status: 'failed', reason: REFUSED_TRANSFER_REASON });
    await runAt(FIRST_RELEASE);
    expect(await t.database.db.select().from(payoutTransfers)).toHaveLength(2);
    await putAccount(s.owner);
    await runAt(FIRST_RELEASE);
    const paid = await payouts(s.owner);
    expect(paid.payouts[0]).toMatchObject({ status: 'paid', reason: null });
    const sent = await t.database.db.select().from(payoutTransfers);
    expect(sent.filter((one) => one.status === 'processed')).toHaveLength(1);
    expect(paid.balance).toBe('0.00');
  });

  it('keeps a line pending while the provider is out of reach, and asks again with the same reference', async () => {
    const s = await scene();
    await putAccount(s.owner);
    const down = vi
      .spyOn(t.context.payoutRail, 'transfer')
      .mockRejectedValue(new Error('connect ECONNREFUSED'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await runAt(FIRST_RELEASE);
    expect((await payouts(s.owner)).payouts[0].status).toBe('released');
    const [pending] = await t.database.db.select().from(payoutTransfers);
    expect(pending!.status).toBe('pending');
    down.mockRestore();
    const asked = vi.spyOn(t.context.payoutRail, 'transfer');
    await runAt(FIRST_RELEASE);
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ reference: pending!.id }));
    expect((await payouts(s.owner)).payouts[0].status).toBe('paid');
    expect(await t.database.db.select().from(payoutTransfers)).toHaveLength(1);
  });

  it('carries money going back after a transfer as a negative balance, recovered from the next payout', async () => {
    const s = await scene();
    await putAccount(s.owner);
    await runAt(FIRST_RELEASE);
    const first = (await payouts(s.owner)).payouts[0];
    expect(first.status).toBe('paid');
    // Money of the played booking goes back after it was paid out (a dispute settled for the player).
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, s.bookingId));
    await t.database.db.transaction((tx) =>
      writeRefunds(tx, [
        {
          paymentIntentId: booking!.paymentId!,
          bookingId: s.bookingId,
          amountPaise: 20_000,
          destination: 'credit',
        },
      ]),
    );
    await runAt(FIRST_RELEASE);
    const afterRefund = await payouts(s.owner);
    const [line] = await t.database.db.select().from(payoutLines);
    expect(afterRefund.payouts[0]).toMatchObject({ status: 'paid', returned: '200.00' });
    const owed = line!.netPaise - Math.round(Number(first.net) * 100);
    expect(owed).toBeLessThan(0);
    expect(await venueBalance(t.database.db, s.turf.id)).toBe(owed);
    expect(afterRefund.balance).toBe((owed / 100).toFixed(2));
    // The next booking's payout pays back what was owed before anything is sent.
    const next = await bookAndPay(t.app, s.cookie, { ...LATER, turfId: s.turf.id });
    await runAt(new Date(FIRST_RELEASE.getTime() + 2 * 86_400_000));
    const lines = await t.database.db.select().from(payoutLines);
    const nextLine = lines.find((one) => one.bookingId === next)!;
    const transfers = await t.database.db.select().from(payoutTransfers);
    expect(transfers.map((one) => one.amountPaise).sort((a, b) => a - b)).toEqual(
      [nextLine.netPaise + owed, Math.round(Number(first.net) * 100)].sort((a, b) => a - b),
    );
    expect((await payouts(s.owner)).balance).toBe('0.00');
  });
});
