import { beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_RANGE_MESSAGES } from '../../shared/booking-export';
import { bookings } from '../db/schema-bookings';
import { createBooking, createTurf, createUser, firstCourtId } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { parseCsv } from '../testing/parse-csv';
import { NOT_YOUR_TURF } from '../auth/venue-access';

// GET /api/v1/owner/turfs/:turfId/bookings.csv against the real database: who may have it, what
// is in it (read back with an RFC 4180 parser), and that long histories come out whole.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// The ranges below are in 2030: the export names dates within the calendar window of today.
beforeEach(() => t.setNow(TEST_NOW));

const HEADER = [
  'Reference',
  'Date',
  'Start',
  'End',
  'Status',
  'Customer name',
  'Phone',
  'Email',
  'Amount paid (INR)',
  'Refunded (INR)',
  'Net (INR)',
  'Booked at (Asia/Kolkata)',
  'Payment ID',
  'Court',
  'Booked by',
  'Paid at venue',
];

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, tricky, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user', 'Asha Patil'),
    createUser(db, 'user', 'Rao, "Sunny"\n=HYPERLINK("http://evil")'),
    createUser(db, 'admin'),
  ]);
  const turf = await createTurf(db, owner.id, { name: 'Green Field, Andheri' });
  const cookies = {
    owner: await cookieFor(t.app, owner),
    otherOwner: await cookieFor(t.app, otherOwner),
    player: await cookieFor(t.app, player),
    admin: await cookieFor(t.app, admin),
  };
  return { db, owner, player, tricky, turf, cookies };
}

function download(turfId: string, query: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/owner/turfs/${turfId}/bookings.csv${query}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('the CSV of a turf’s bookings', () => {
  it('lists the paid bookings played in the range, in the venue zone, in rupees', async () => {
    const { db, owner, player, tricky, turf, cookies } = await scene();
    const base = { turfId: turf.id };
    // Booked at 18:40 UTC on 30 April = 00:10 on 1 May in Mumbai.
    await createBooking(db, {
      ...base,
      userId: tricky.id,
      day: '2030-05-11',
      startMinute: 1080,
      endMinute: 1170,
      amountPaise: 120_050,
      paymentId: 'pi_tricky',
      createdAt: new Date('2030-04-30T18:40:00Z'),
    });
    await createBooking(db, {
      ...base,
      userId: player.id,
      day: '2030-05-10',
      startMinute: 1410,
      endMinute: 1439,
      amountPaise: 29_000,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 29_000,
      cancelledAt: new Date('2030-05-09T10:00:00Z'),
    });
    // Outside the range, a block, a hold and a payment voided for a lost slot: none of them.
    await createBooking(db, {
      ...base,
      userId: player.id,
      day: '2030-06-01',
      startMinute: 600,
      endMinute: 660,
    });
    await createBooking(db, {
      ...base,
      userId: owner.id,
      day: '2030-05-12',
      startMinute: 600,
      endMinute: 660,
      amountPaise: 0,
      status: 'blocked',
      paymentStatus: 'unpaid',
      blockReason: 'Maintenance',
    });
    await createBooking(db, {
      ...base,
      userId: player.id,
      day: '2030-05-12',
      startMinute: 720,
      endMinute: 780,
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createBooking(db, {
      ...base,
      userId: player.id,
      day: '2030-05-12',
      startMinute: 780,
      endMinute: 840,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 100_000,
    });

    const response = await download(turf.id, '?from=2030-05-01&to=2030-05-31', cookies.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="green-field-andheri-bookings-2030-05-01-to-2030-05-31.csv"',
    );
    expect(response.body.startsWith('\uFEFFReference,')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [string[], string[]];
    expect(first.slice(1, 5)).toEqual(['2030-05-10', '23:30', '23:59', 'Refunded']);
    expect(first.slice(5, 8)).toEqual(['Asha Patil', '9876543210', player.email]);
    expect(first.slice(8, 11)).toEqual(['290.00', '290.00', '0.00']);
    expect(first[0]).toMatch(/^TB-[A-Z0-9]{6}$/);
    expect(second.slice(1, 5)).toEqual(['2030-05-11', '18:00', '19:30', 'Confirmed']);
    // The name survives its comma, quotes and line break, and cannot run as a formula.
    expect(second[5]).toBe('Rao, "Sunny"\n=HYPERLINK("http://evil")');
    expect(second.slice(8)).toEqual([
      '1200.50',
      '0.00',
      '1200.50',
      '2030-05-01 00:10',
      'pi_tricky',
      // Its court: the one court a listing has unless its owner names others.
      'Green Field, Andheri',
      'Online',
      '',
    ]);
  });

  it('guards a cell that starts like a formula', async () => {
    const { db, turf, cookies } = await scene();
    const sneaky = await createUser(db, 'user', '=1+2');
    await createBooking(db, {
      turfId: turf.id,
      userId: sneaky.id,
      day: '2030-05-11',
      startMinute: 600,
      endMinute: 660,
    });
    const response = await download(turf.id, '?from=2030-05-11&to=2030-05-11', cookies.owner);
    expect(parseCsv(response.body)[1]![5]).toBe("'=1+2");
  });

  it('streams a long history page after page, in date order, every row once', async () => {
    const { db, player, turf, cookies } = await scene();
    const courtId = await firstCourtId(db, turf.id);
    // 1,200 bookings: 36 half-hours a day from 1 January, more than two pages of 500.
    const rows = Array.from({ length: 1200 }, (_, index) => {
      const day = new Date(Date.UTC(2030, 0, 1 + Math.floor(index / 36)))
        .toISOString()
        .slice(0, 10);
      const start = 360 + (index % 36) * 30;
      return {
        turfId: turf.id,
        userId: player.id,
        day,
        startMinute: start,
        endMinute: Math.min(start + 30, 1439),
        courtId,
        status: 'confirmed' as const,
        paymentStatus: 'paid' as const,
        amountPaise: 40_000,
        paymentId: `pi_${index}`,
      };
    });
    await db.insert(bookings).values(rows);
    const response = await download(turf.id, '?from=2030-01-01&to=2030-12-31', cookies.admin);
    expect(response.statusCode).toBe(200);
    const records = parseCsv(response.body).slice(1);
    expect(records).toHaveLength(1200);
    expect(new Set(records.map((record) => record[12])).size).toBe(1200);
    const keys = records.map((record) => `${record[1]} ${record[2]}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('without a range is the whole history, row for row what the owner’s table shows', async () => {
    const { db, owner, player, turf, cookies } = await scene();
    const base = { turfId: turf.id, userId: player.id, startMinute: 600, endMinute: 660 };
    const cancelledAt = new Date('2030-01-01T10:00:00Z');
    // Paid bookings over two years, live, cancelled with the refund made or still due.
    for (const day of ['2029-03-02', '2029-12-31', '2030-05-10', '2030-05-11', '2031-01-05'])
      await createBooking(db, { ...base, day });
    await createBooking(db, {
      ...base,
      day: '2030-04-20',
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 80_000,
      cancelledAt,
    });
    await createBooking(db, {
      ...base,
      day: '2030-06-20',
      status: 'cancelled',
      refundedPaise: 80_000,
      cancelledAt,
    });
    // Never the owner's bookings: a block, a live hold, a run-out hold, a lost slot's payment.
    await createBooking(db, {
      ...base,
      userId: owner.id,
      day: '2030-05-12',
      amountPaise: 0,
      status: 'blocked',
      paymentStatus: 'unpaid',
      blockReason: 'Maintenance',
    });
    await createBooking(db, {
      ...base,
      day: '2030-05-13',
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createBooking(db, {
      ...base,
      day: '2030-05-14',
      status: 'expired',
      paymentStatus: 'unpaid',
    });
    await createBooking(db, {
      ...base,
      day: '2030-05-15',
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedPaise: 80_000,
    });

    const table = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}?view=owner&limit=1000`,
      headers: { cookie: cookies.owner },
    });
    expect(table.statusCode).toBe(200);
    expect(table.json().next ?? null).toBeNull();
    const shown = (table.json().bookings as { reference: string; date: string }[])
      .map((booking) => `${booking.reference} ${booking.date}`)
      .sort();
    expect(shown).toHaveLength(7);

    const file = await download(turf.id, '', cookies.owner);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="green-field-andheri-bookings-all.csv"',
    );
    const rows = parseCsv(file.body).slice(1);
    expect(rows.map((row) => `${row[0]} ${row[1]}`).sort()).toEqual(shown);
    // In date order, first to last, the span longer than any one range may be.
    expect(rows.map((row) => row[1])).toEqual([
      '2029-03-02',
      '2029-12-31',
      '2030-04-20',
      '2030-05-10',
      '2030-05-11',
      '2030-06-20',
      '2031-01-05',
    ]);
  });

  it('is for the turf’s owner and the admin only', async () => {
    const { turf, cookies } = await scene();
    const range = '?from=2030-05-01&to=2030-05-31';
    expect((await download(turf.id, range, cookies.admin)).statusCode).toBe(200);
    const other = await download(turf.id, range, cookies.otherOwner);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      success: false,
      message: NOT_YOUR_TURF,
    });
    expect((await download(turf.id, range, cookies.player)).statusCode).toBe(403);
    expect((await download(turf.id, range)).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await download(missing, range, cookies.admin)).statusCode).toBe(404);
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const { turf, cookies } = await scene();
    const refused = async (turfId: string, query: string) => {
      const response = await download(turfId, query, cookies.owner);
      expect(response.statusCode, query).toBe(400);
      return response.json().message as string;
    };
    expect(await refused(turf.id, '?from=2030-05-11&to=2030-05-10')).toBe(
      EXPORT_RANGE_MESSAGES.order,
    );
    expect(await refused(turf.id, '?from=2030-01-01&to=2031-01-02')).toBe(
      EXPORT_RANGE_MESSAGES.tooLong,
    );
    expect(await refused(turf.id, '?from=2030-02-30&to=2030-03-02')).toBe(
      EXPORT_RANGE_MESSAGES.from,
    );
    expect(await refused(turf.id, '?from=2030-02-01&to=soon')).toBe(EXPORT_RANGE_MESSAGES.to);
    expect(await refused(turf.id, '?from=2030-02-01')).toBe('Choose an end date (to=YYYY-MM-DD).');
    expect(await refused(turf.id, '?to=2030-02-01')).toBe('Choose a start date (from=YYYY-MM-DD).');
    expect(await refused('nope', '?from=2030-02-01&to=2030-02-02')).toBe('Invalid turf id');
  });
});
