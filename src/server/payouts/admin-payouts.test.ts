import { beforeEach, describe, expect, it } from 'vitest';
import { payoutLines, payoutTransfers } from '../db/schema-payouts';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { GSTIN, putTaxDetails } from '../testing/invoice-kit';
import { parseCsv } from '../testing/parse-csv';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { PAYOUT_DETAILS, putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const RELEASE = new Date('2030-05-13T13:30:00Z');

const get = (cookie: string | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: cookie ? { cookie } : {} });
const rupees = (paise: number) => (paise / 100).toFixed(2);
const csvRows = (body: string) => parseCsv(body.replace(/^\uFEFF/, ''));

const runAt = (when: Date) => sweepAt(t, when);

/**
 * Two venues of one owner with a PAN: one with a GSTIN (a booking played, one cancelled), one
 * without (a booking played).
 */
async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const owner = await cookieFor(t.app, s.owner);
  const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
  const plain = await createTurf(t.database.db, s.owner.id, { pricePaise: 100_000 });
  expect((await putTaxDetails(t.app, owner, s.turf.id)).statusCode).toBe(200);
  expect((await putPayoutAccount(t.app, owner)).statusCode).toBe(200);
  await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  const cancelled = await bookAndPay(t.app, s.cookie, {
    ...SLOT,
    date: '2030-05-11',
    turfId: s.turf.id,
  });
  expect((await cancelBooking(t.app, s.cookie, cancelled)).statusCode).toBe(200);
  await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: plain.id });
  await runAt(TEST_NOW);
  return { ...s, owner, ownerUser: s.owner, admin, plain };
}

describe("the admin's payouts", () => {
  it("add up a day's platform totals from every venue's payouts, and list each venue", async () => {
    const s = await scene();
    const lines = await t.database.db.select().from(payoutLines);
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      rupees(lines.reduce((total, line) => total + pick(line), 0));
    const day = await get(s.admin, '/payouts?date=2030-05-10');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toMatchObject({
      date: '2030-05-10',
      totals: {
        collected: sum((line) => line.grossPaise),
        returned: sum((line) => line.returnedPaise),
        fee: sum((line) => line.feePaise),
        feeGst: sum((line) => line.feeGstPaise),
        tcs: sum((line) => line.tcsCgstPaise + line.tcsSgstPaise + line.tcsIgstPaise),
        tds: sum((line) => line.tdsPaise),
        paidOut: '0.00',
      },
    });
    expect(Number(day.json().totals.returned)).toBeGreaterThan(0);
    expect(day.json().venues).toHaveLength(2);
    const gstVenue = day
      .json()
      .venues.find((venue: { turfId: string }) => venue.turfId === s.turf.id);
    const held = lines.filter((line) => line.turfId === s.turf.id && line.status === 'on_hold');
    expect(gstVenue).toMatchObject({
      name: s.turf.name,
      onHold: rupees(held.reduce((total, line) => total + line.netPaise, 0)),
      balance: '0.00',
      failed: '0.00',
      reason: null,
    });
    // The next day nothing moved; on the release day the transfers went out.
    expect((await get(s.admin, '/payouts?date=2030-05-11')).json().totals.collected).toBe('0.00');
    await runAt(RELEASE);
    const transfers = await t.database.db.select().from(payoutTransfers);
    expect(transfers).toHaveLength(2);
    const released = (await get(s.admin, '/payouts?date=2030-05-13')).json();
    expect(released.totals.paidOut).toBe(
      rupees(transfers.reduce((total, one) => total + one.amountPaise, 0)),
    );
    expect(released.totals.collected).toBe('0.00');
  });

  it("file the month's GSTR-8 per supplier GSTIN and the 194-O TDS per PAN", async () => {
    const s = await scene();
    const lines = await t.database.db.select().from(payoutLines);
    const gst = lines.filter((line) => line.turfId === s.turf.id);
    const gstr8 = await get(s.admin, '/tax/gstr8.csv?month=2030-05');
    expect(gstr8.statusCode).toBe(200);
    expect(gstr8.headers['content-disposition']).toContain('gstr8-2030-05.csv');
    const rows = csvRows(gstr8.body);
    expect(rows[0]).toEqual([
      'supplier_gstin',
      'gross_value',
      'returns_value',
      'net_value',
      'igst',
      'cgst',
      'sgst',
    ]);
    expect(rows).toHaveLength(2);
    const [gstin, gross, returns, net, igst, cgst, sgst] = rows[1]!;
    expect(gstin).toBe(GSTIN);
    expect(net).toBe(rupees(gst.reduce((total, line) => total + line.taxablePaise, 0)));
    expect(Math.round(Number(gross) * 100) - Math.round(Number(returns) * 100)).toBe(
      Math.round(Number(net) * 100),
    );
    expect(Number(returns)).toBeGreaterThan(0);
    // Maharashtra to Maharashtra: CGST and SGST, no IGST.
    expect(igst).toBe('0.00');
    expect(Math.round(Number(cgst) * 100) + Math.round(Number(sgst) * 100)).toBe(
      gst.reduce((total, line) => total + line.tcsCgstPaise + line.tcsSgstPaise, 0),
    );
    expect(csvRows((await get(s.admin, '/tax/gstr8.csv?month=2030-06')).body)).toHaveLength(1);

    const tds = csvRows((await get(s.admin, '/tax/tds-194o.csv?month=2030-05')).body);
    expect(tds[0]).toEqual(['pan', 'legal_name', 'gross_value', 'tds']);
    expect(tds.slice(1)).toEqual([
      [
        PAYOUT_DETAILS.pan,
        PAYOUT_DETAILS.legalName,
        rupees(lines.reduce((total, line) => total + line.taxablePaise, 0)),
        rupees(lines.reduce((total, line) => total + line.tdsPaise, 0)),
      ],
    ]);
  });

  it("show every owner's payout account by its last four digits", async () => {
    const s = await scene();
    const answer = await get(s.admin, '/payout-accounts');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().accounts).toEqual([
      {
        ownerId: s.ownerUser.id,
        ownerName: s.ownerUser.fullname,
        email: PAYOUT_DETAILS.email,
        status: 'active',
        legalName: PAYOUT_DETAILS.legalName,
        businessType: PAYOUT_DETAILS.businessType,
        pan: PAYOUT_DETAILS.pan,
        bank: { last4: '7890', ifsc: PAYOUT_DETAILS.bank.ifsc },
        reason: null,
      },
    ]);
    expect(answer.body).not.toContain(PAYOUT_DETAILS.bank.accountNumber);
  });

  it('are the admin’s only, and a bad date or month is a 400', async () => {
    const s = await scene();
    for (const url of [
      '/payout-accounts',
      '/payouts',
      '/tax/gstr8.csv?month=2030-05',
      '/tax/tds-194o.csv?month=2030-05',
    ]) {
      expect((await get(s.owner, url)).statusCode).toBe(403);
      expect((await get(s.cookie, url)).statusCode).toBe(403);
      expect((await get(null, url)).statusCode).toBe(401);
    }
    for (const date of ['2030-5-1', '0001-01-01', '9999-12-31'])
      expect((await get(s.admin, `/payouts?date=${date}`)).statusCode).toBe(400);
    for (const month of ['', '?month=2030-13', '?month=May'])
      expect((await get(s.admin, `/tax/gstr8.csv${month}`)).json()).toMatchObject({
        success: false,
        message: 'Choose a month as YYYY-MM, such as 2026-11.',
      });
  });
});
