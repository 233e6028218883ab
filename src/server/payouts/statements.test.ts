import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeRefunds } from '../bookings/due-refunds';
import { bookings } from '../db/schema-bookings';
import { payoutLines, payoutStatements, payoutTransfers } from '../db/schema-payouts';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { pdfText, putTaxDetails } from '../testing/invoice-kit';
import { parseCsv } from '../testing/parse-csv';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { expectPayoutsAddUp } from '../testing/payout-invariants';
import { putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { WALK_IN, recordVenueBooking } from '../testing/venue-booking-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// Sunday 12 May 2030 ends the week from Monday 6 May; Saturday 11 May is in it too.
const SUNDAY = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const SATURDAY = { ...SUNDAY, date: '2030-05-11' };
/** Sunday 23:59 and Monday 00:01 in Mumbai. */
const WEEK_LAST_MINUTE = new Date('2030-05-12T18:29:00Z');
const NEXT_MONDAY = new Date('2030-05-12T18:31:00Z');
/** 7:00 PM on Sunday plus the day's hold: the Sunday booking's release. */
const RELEASE = new Date('2030-05-13T13:30:00Z');
const MONDAY_AFTER = new Date('2030-05-19T18:31:00Z');

const get = (cookie: string | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/owner${url}`, headers: cookie ? { cookie } : {} });
const statements = async (cookie: string) => (await get(cookie, '/statements')).json().statements;
const paise = (rupees: string) => Math.round(Number(rupees) * 100);

const runAt = (when: Date) => sweepAt(t, when);

/** A venue with a GSTIN and an active account; two bookings sold online, one cancelled, a walk-in. */
async function week() {
  const s = await paymentScene(t.app, t.database.db);
  const owner = await cookieFor(t.app, s.owner);
  expect((await putTaxDetails(t.app, owner, s.turf.id)).statusCode).toBe(200);
  expect((await putPayoutAccount(t.app, owner)).json().account.status).toBe('active');
  const played = await bookAndPay(t.app, s.cookie, { ...SUNDAY, turfId: s.turf.id });
  const cancelled = await bookAndPay(t.app, s.cookie, { ...SATURDAY, turfId: s.turf.id });
  expect((await cancelBooking(t.app, s.cookie, cancelled)).statusCode).toBe(200);
  const walkIn = await recordVenueBooking(t.app, owner, s.turf.id, {
    ...WALK_IN,
    start: 8 * 60,
    end: 9 * 60,
  });
  expect(walkIn.statusCode).toBe(201);
  await runAt(TEST_NOW);
  return { ...s, owner, played, cancelled };
}

async function references(ids: string[]) {
  const rows = await t.database.db.select().from(bookings);
  return ids.map((id) => rows.find((row) => row.id === id)!.reference);
}

describe("a venue's weekly statements", () => {
  it('are issued at the first run after Monday 00:00, with the week sold online, its transfers and the balance carried', async () => {
    const s = await week();
    await runAt(WEEK_LAST_MINUTE);
    expect(await statements(s.owner)).toEqual([]);
    await runAt(NEXT_MONDAY);
    await runAt(NEXT_MONDAY);
    const lines = await t.database.db.select().from(payoutLines);
    expect(lines).toHaveLength(2);
    const sum = (key: 'grossPaise' | 'returnedPaise' | 'feePaise' | 'netPaise') =>
      (lines.reduce((total, line) => total + line[key], 0) / 100).toFixed(2);
    const [first] = await statements(s.owner);
    expect(await statements(s.owner)).toHaveLength(1);
    expect(first).toMatchObject({
      turfId: s.turf.id,
      from: '2030-05-06',
      to: '2030-05-12',
      opening: '0.00',
      gross: sum('grossPaise'),
      returned: sum('returnedPaise'),
      fee: sum('feePaise'),
      net: sum('netPaise'),
      transfers: '0.00',
      closing: sum('netPaise'),
    });
    expect(paise(first.returned)).toBeGreaterThan(0);
    // Released and paid the next day: the following week lists the transfer and closes at nothing.
    await runAt(RELEASE);
    await runAt(MONDAY_AFTER);
    const [second, again] = await statements(s.owner);
    expect(again._id).toBe(first._id);
    const [transfer] = await t.database.db.select().from(payoutTransfers);
    expect(second).toMatchObject({
      from: '2030-05-13',
      to: '2030-05-19',
      opening: first.closing,
      gross: '0.00',
      transfers: (transfer!.amountPaise / 100).toFixed(2),
      closing: '0.00',
    });

    const [played, cancelled] = await references([s.played, s.cancelled]);
    const pdf = await get(s.owner, `/statements/${first._id}.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Payout statement');
    expect(text).toContain('6 May 2030 to 12 May 2030');
    expect(text).toContain(played!);
    expect(text).toContain(cancelled!);
    expect(text).toContain(
      `Closing balance Rs. ${Number(first.closing).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    const paidText = await pdfText(
      (await get(s.owner, `/statements/${second._id}.pdf`)).rawPayload,
    );
    expect(paidText).toContain(transfer!.providerTransferId!);

    const csv = await get(s.owner, `/statements/${first._id}.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Entry',
      'Reference',
      'Date',
      'Gross',
      'Money back',
      'Fee',
      'GST on fee',
      'TCS',
      'TDS',
      'Net',
    ]);
    expect(
      rows
        .filter((row) => row[0] === 'Booking')
        .map((row) => row[1])
        .sort(),
    ).toEqual([played, cancelled].sort());
    const total = rows.find((row) => row[0] === 'Week total')!;
    expect(total.slice(3)).toEqual([
      first.gross,
      first.returned,
      first.fee,
      first.feeGst,
      first.tcs,
      first.tds,
      sum('netPaise'),
    ]);
    const secondCsv = parseCsv(
      (await get(s.owner, `/statements/${second._id}.csv`)).body.replace(/^\uFEFF/, ''),
    );
    // Opening + bookings + transfers (negative) = closing, in the Net column.
    const carried = secondCsv
      .filter((row) => ['Opening balance', 'Booking', 'Transfer'].includes(row[0]!))
      .reduce((sum, row) => sum + paise(row[9]!), 0);
    expect(secondCsv.at(-1)).toEqual([
      'Closing balance',
      '',
      '2030-05-19',
      '',
      '',
      '',
      '',
      '',
      '',
      (carried / 100).toFixed(2),
    ]);
    expect(secondCsv.find((row) => row[0] === 'Transfer')![1]).toBe(transfer!.providerTransferId);
    await expectPayoutsAddUp(t.database.db);
  });

  it("list money going back after a week's statement in the next one, and carry what the venue owes", async () => {
    const s = await week();
    await runAt(RELEASE);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, s.played));
    await t.database.db.transaction((tx) =>
      writeRefunds(tx, [
        {
          paymentIntentId: booking!.paymentId!,
          bookingId: s.played,
          amountPaise: 30_000,
          destination: 'credit',
        },
      ]),
    );
    await runAt(new Date(RELEASE.getTime() + 60_000));
    await runAt(MONDAY_AFTER);
    const [second, first] = await statements(s.owner);
    // The refund came after the transfer of the week's money: both land in the second week.
    expect(first.transfers).toBe('0.00');
    expect(second.returned).toBe('300.00');
    expect(second.gross).toBe('0.00');
    expect(paise(second.closing)).toBeLessThan(0);
    expect(
      paise(second.opening) +
        paise(second.gross) -
        paise(second.returned) -
        paise(second.fee) -
        paise(second.feeGst) -
        paise(second.tcs) -
        paise(second.tds) -
        paise(second.transfers),
    ).toBe(paise(second.closing));
    const owed = (await get(s.owner, '/payouts')).json().balance;
    expect(second.closing).toBe(owed);
    await expectPayoutsAddUp(t.database.db);
  });

  it('are their own owner’s only: another owner none, players and the admin 403, anonymous 401', async () => {
    const s = await week();
    await runAt(NEXT_MONDAY);
    const [statement] = await statements(s.owner);
    const other = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect(await statements(other)).toEqual([]);
    for (const file of ['pdf', 'csv']) {
      const url = `/statements/${statement._id}.${file}`;
      expect((await get(other, url)).statusCode).toBe(404);
      expect((await get(s.cookie, url)).statusCode).toBe(403);
      expect((await get(admin, url)).statusCode).toBe(403);
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(s.owner, `/statements/not-an-id.${file}`)).statusCode).toBe(400);
    }
    expect((await get(s.cookie, '/statements')).statusCode).toBe(403);
    expect((await get(null, '/statements')).statusCode).toBe(401);
    expect(await t.database.db.select().from(payoutStatements)).toHaveLength(1);
  });
});
