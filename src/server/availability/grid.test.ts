import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { createBooking, createTurf, createUser, firstCourtId } from '../testing/factories';
import { cookieFor } from '../testing/requests';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const H = 60;

async function setup() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise: 100_000 });
  const customer = await createUser(db, 'user', 'Kiran Rao');
  await createBooking(db, {
    turfId: turf.id,
    userId: customer.id,
    day: '2030-05-10',
    startMinute: 18 * H,
    endMinute: 19 * H,
  });
  await createBooking(db, {
    turfId: turf.id,
    userId: customer.id,
    day: '2030-05-12',
    startMinute: 7 * H,
    endMinute: 8 * H,
  });
  return { owner, turf, customer };
}

function get(turfId: string, query = '', cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}${query}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/v1/booking/get-turf-bookings/:turfId', () => {
  it('gives the public only the times, never who booked or what they paid', async () => {
    const { turf, customer } = await setup();
    const court = await firstCourtId(t.database.db, turf.id);
    const stranger = await createUser(t.database.db, 'user');
    const otherOwner = await createUser(t.database.db, 'owner');
    for (const cookie of [
      undefined,
      await cookieFor(t.app, stranger),
      await cookieFor(t.app, otherOwner),
      await cookieFor(t.app, customer),
    ]) {
      const response = await get(turf.id, '', cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.bookings).toEqual([
        {
          // The slot's start instant: 6:00 PM in Mumbai.
          bookingDate: '2030-05-10T12:30:00.000Z',
          date: '2030-05-10',
          startTime: '6:00 PM',
          endTime: '7:00 PM',
          courtId: court,
        },
        {
          bookingDate: '2030-05-12T01:30:00.000Z',
          date: '2030-05-12',
          startTime: '7:00 AM',
          endTime: '8:00 AM',
          courtId: court,
        },
      ]);
      expect(response.body).not.toContain(customer.email);
      expect(response.body).not.toContain(customer.mobilenumber);
      expect(response.body).not.toContain('pi_test_');
    }
  });

  it("gives the turf's owner and the admin the customer and the payment", async () => {
    const { owner, turf, customer } = await setup();
    const admin = await createUser(t.database.db, 'admin');
    for (const viewer of [owner, admin]) {
      const response = await get(turf.id, '', await cookieFor(t.app, viewer));
      const [first] = response.json().bookings;
      expect(first).toMatchObject({
        date: '2030-05-10',
        startTime: '6:00 PM',
        endTime: '7:00 PM',
        status: 'confirmed',
        amountPaid: 1000,
        paymentStatus: 'paid',
        userId: {
          _id: customer.id,
          fullname: 'Kiran Rao',
          email: customer.email,
          mobilenumber: customer.mobilenumber,
        },
        turfId: { _id: turf.id, name: turf.name, price: 1000 },
      });
      expect(first.paymentId).toMatch(/^pi_test_/);
    }
  });

  it('limits the answer to the date window, inclusive', async () => {
    // A window in 2030 lies within the calendar window of a day in 2030 (shared/date-windows).
    t.setNow(new Date('2030-05-01T10:00:00Z'));
    const { turf } = await setup();
    const dates = async (query: string) =>
      (await get(turf.id, query)).json().bookings.map((b: { date: string }) => b.date);
    expect(await dates('?from=2030-05-11')).toEqual(['2030-05-12']);
    expect(await dates('?to=2030-05-10')).toEqual(['2030-05-10']);
    expect(await dates('?from=2030-05-10&to=2030-05-12')).toEqual(['2030-05-10', '2030-05-12']);
    expect(await dates('?from=2030-05-13&to=2030-05-20')).toEqual([]);
  });

  it('counts confirmed bookings and live holds; not expired holds or cancelled bookings', async () => {
    const db = t.database.db;
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id);
    const player = await createUser(db, 'user');
    const now = new Date('2030-05-01T10:00:00Z');
    t.setNow(now);
    const base = {
      turfId: turf.id,
      userId: player.id,
      day: '2030-05-10',
      status: 'pending' as const,
      paymentStatus: 'unpaid' as const,
    };
    await createBooking(db, {
      ...base,
      startMinute: 6 * H,
      endMinute: 7 * H,
      holdExpiresAt: new Date(now.getTime() + 60_000),
    });
    await createBooking(db, {
      ...base,
      startMinute: 8 * H,
      endMinute: 9 * H,
      holdExpiresAt: new Date(now.getTime() - 60_000),
    });
    await createBooking(db, {
      ...base,
      startMinute: 10 * H,
      endMinute: 11 * H,
      status: 'cancelled',
    });
    const times = (await get(turf.id))
      .json()
      .bookings.map((b: { startTime: string }) => b.startTime);
    expect(times).toEqual(['6:00 AM']);
  });

  it.each([
    ['?from=2030-13-01', 'from must be a date written as YYYY-MM-DD'],
    ['?to=tomorrow', 'to must be a date written as YYYY-MM-DD'],
    ['?from=2030-05-12&to=2030-05-10', 'from must not be after to'],
  ])('refuses the window %s with 400', async (query, message) => {
    const { turf } = await setup();
    const response = await get(turf.id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('answers 404 for unknown or pending turfs and 400 for malformed ids', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    expect((await get(pending.id)).statusCode).toBe(404);
    expect((await get(pending.id, '', await cookieFor(t.app, owner))).statusCode).toBe(200);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('42')).json()).toMatchObject({ success: false, message: 'Invalid turf id' });
  });
});

describe('the database refuses to sell a slot twice', () => {
  it('rejects overlapping live bookings of one turf, by one half-hour too, and lets back-to-back ones in', async () => {
    const db = t.database.db;
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id);
    const other = await createTurf(db, owner.id);
    const player = await createUser(db, 'user');
    const slot = { turfId: turf.id, userId: player.id, day: '2030-06-01' };
    await createBooking(db, { ...slot, startMinute: 18 * H, endMinute: 19 * H });

    const code = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
      );
    expect(
      await code(createBooking(db, { ...slot, startMinute: 18 * H + 30, endMinute: 20 * H })),
    ).toBe('23P01');
    expect(
      await code(createBooking(db, { ...slot, startMinute: 17 * H, endMinute: 18 * H + 30 })),
    ).toBe('23P01');
    // Half-open ranges (decision 010): a booking's end is where the next one may start.
    expect(await code(createBooking(db, { ...slot, startMinute: 19 * H, endMinute: 20 * H }))).toBe(
      'ok',
    );
    expect(await code(createBooking(db, { ...slot, startMinute: 17 * H, endMinute: 18 * H }))).toBe(
      'ok',
    );
    expect(
      await code(
        createBooking(db, { ...slot, day: '2030-06-02', startMinute: 18 * H, endMinute: 19 * H }),
      ),
    ).toBe('ok');
    expect(
      await code(
        createBooking(db, { ...slot, turfId: other.id, startMinute: 18 * H, endMinute: 19 * H }),
      ),
    ).toBe('ok');
    expect(
      await code(
        createBooking(db, {
          ...slot,
          startMinute: 18 * H,
          endMinute: 19 * H,
          status: 'expired',
          paymentStatus: 'unpaid',
        }),
      ),
    ).toBe('ok');
  });
});
