import { beforeEach, describe, expect, it } from 'vitest';
import { payoutFigures, ratesOn } from '../../shared/payout-figures';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import { payoutLines, payoutMarks } from '../db/schema-payouts';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { putPayoutAccount } from '../testing/payout-kit';
import { useTestApp } from '../testing/test-app';
import { WALK_IN, recordVenueBooking } from '../testing/venue-booking-kit';
import { PAYOUTS_WAIT_MESSAGES } from './owner-payouts';
import { FEE_GST_BP, figureMarkedPayouts } from './payout-lines';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

const payouts = (cookie: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/owner/payouts${query}`,
    headers: cookie ? { cookie } : {},
  });

const figure = () => figureMarkedPayouts(t.context);

/** What decision 054's rule says the line must be, from the booking page's money. */
async function expectedLine(ownerCookie: string, bookingId: string, gst: boolean) {
  const page = (await bookingPage(t.app, ownerCookie, bookingId)).json().booking;
  const sum = (key: 'paid' | 'returned') =>
    page.payers.reduce(
      (total: number, payer: Record<string, string>) => total + rupeesToPaise(payer[key]!)!,
      0,
    );
  const figures = payoutFigures({
    grossPaise: sum('paid'),
    returnedPaise: sum('returned'),
    commissionBp: t.context.config.payouts.defaultCommissionBp,
    feeGstBp: FEE_GST_BP,
    venueGst: gst ? { rateBp: 1800, sameStateAsTurfBook: true } : null,
    hasPan: false,
    rates: ratesOn(t.context.config.payouts.withholdingRates, SLOT.date),
  });
  const money = paiseToRupeesText;
  return {
    gross: money(figures.grossPaise),
    returned: money(figures.returnedPaise),
    fee: money(figures.feePaise),
    feeGst: money(figures.feeGstPaise),
    tcs: money(figures.tcsPaise),
    tds: money(figures.tdsPaise),
    net: money(figures.netPaise),
  };
}

describe("a venue's payout lines", () => {
  it('are one per booking sold online, on hold until a day after play, with the fee and taxes taken', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    expect((await putTaxDetails(t.app, owner, s.turf.id)).statusCode).toBe(200);
    const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
    // Nothing until the job has run.
    expect((await payouts(owner)).json().payouts).toEqual([]);
    expect(await figure()).toBe(1);
    expect(await t.database.db.select().from(payoutMarks)).toEqual([]);
    const answer = (await payouts(owner)).json();
    expect(answer.payouts).toEqual([
      {
        _id: expect.any(String),
        bookingId,
        turfId: s.turf.id,
        playedOn: SLOT.date,
        ...(await expectedLine(owner, bookingId, true)),
        status: 'on_hold',
        // 7:00 PM in Mumbai is 13:30 UTC; held 24 hours more.
        releaseAt: '2030-05-13T13:30:00.000Z',
        transferId: null,
        reason: null,
      },
    ]);
    expect(answer.payouts[0].gross).toBe('1000.00');
    expect(answer.payouts[0].fee).toBe('100.00');
    expect(answer.onHold).toBe(answer.payouts[0].net);
    expect(answer.balance).toBe('0.00');
    expect(answer.message).toBe(PAYOUTS_WAIT_MESSAGES.noAccount);
  });

  it('are refigured in place as money goes back, and reversed when all of it went back', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
    await figure();
    expect((await cancelBooking(t.app, s.cookie, bookingId)).statusCode).toBe(200);
    expect(await figure()).toBe(1);
    const [line] = (await payouts(owner)).json().payouts;
    expect(line).toMatchObject(await expectedLine(owner, bookingId, false));
    expect(Number(line.returned)).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(payoutLines);
    expect(rows).toHaveLength(1);
    const all = rows[0]!;
    expect(all.status).toBe(all.grossPaise === all.returnedPaise ? 'reversed' : 'on_hold');
  });

  it('leave out bookings paid at the venue, and holds that never sold', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    expect((await recordVenueBooking(t.app, owner, s.turf.id, WALK_IN)).statusCode).toBe(201);
    await figure();
    expect((await payouts(owner)).json().payouts).toEqual([]);
  });

  it('are filtered by play date, and a bad date is a 400', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
    await figure();
    expect((await payouts(owner, '?from=2030-05-12&to=2030-05-12')).json().payouts).toHaveLength(1);
    expect((await payouts(owner, '?from=2030-05-13')).json().payouts).toHaveLength(0);
    expect((await payouts(owner, '?to=2030-05-11')).json().payouts).toHaveLength(0);
    expect((await payouts(owner, '?from=2030-13-01')).statusCode).toBe(400);
    expect((await payouts(owner, '?from=2030-05-13&to=2030-05-12')).statusCode).toBe(400);
  });

  it("are their own owner's only: another owner sees none, players and the admin 403, anonymous 401", async () => {
    const s = await paymentScene(t.app, t.database.db);
    await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
    await figure();
    const other = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await payouts(other)).json()).toMatchObject({ payouts: [], onHold: '0.00' });
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await payouts(s.cookie)).statusCode).toBe(403);
    expect((await payouts(admin)).statusCode).toBe(403);
    expect((await payouts(null)).statusCode).toBe(401);
  });

  it('take 5% TDS without a PAN, and 0.1% once the owner gives one, for every line still on hold', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
    await figure();
    // ₹1,000 at a venue without a GSTIN: 5% of ₹1,000.
    expect((await payouts(owner)).json().payouts[0].tds).toBe('50.00');
    const saved = await putPayoutAccount(t.app, owner);
    expect(saved.statusCode).toBe(200);
    expect(await figure()).toBe(1);
    expect((await payouts(owner)).json().payouts[0].tds).toBe('1.00');
  });
});
