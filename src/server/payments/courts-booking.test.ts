import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import { SLOT_TAKEN } from '../../shared/slots';
import { bookAndPay, rescheduleBooking } from '../testing/aftercare-kit';
import { bookings } from '../db/schema-bookings';
import {
  createBooking as insertBooking,
  createTurfWithCourts,
  createUser,
} from '../testing/factories';
import { TEST_NOW, confirmCard, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Booking a listing with several courts through the spec's calls and with a court named
// (docs/decisions/029): the server assigns a free court that hosts the sport, refuses a court the
// turf does not offer, and every booking answer says which court it is on.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const player = async () => cookieFor(t.app, await createUser(t.database.db, 'user'));

const TWO_COURTS = [
  { name: 'Court 2', sports: ['football' as const] },
  { name: 'Court 1', sports: ['football' as const] },
];
const SPLIT_PITCH = [
  { name: 'Half A', sports: ['football' as const] },
  { name: 'Half B', sports: ['football' as const] },
  { name: 'Full pitch', sports: ['football' as const], parts: ['Half A', 'Half B'] },
];

async function venue(courts: typeof TWO_COURTS | typeof SPLIT_PITCH) {
  const owner = await createUser(t.database.db, 'owner');
  return createTurfWithCourts(t.database.db, owner.id, courts, { pricePaise: 100_000 });
}

/** Pays for 6–7 PM (or the slot given) and answers create-booking's booking. */
async function book(cookie: string, turfId: string, extra: Record<string, unknown> = {}) {
  const body = slotBody(turfId);
  const started = await postPayment(t.app, cookie, {
    ...body,
    booking: { ...body.booking, ...extra },
  });
  if (started.statusCode !== 200) return { status: started.statusCode, body: started.json() };
  await confirmCard(t.app, started.json().clientSecret);
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking/create-booking',
    headers: { cookie },
    payload: { paymentId: started.json().paymentId },
  });
  return { status: finished.statusCode, body: finished.json() };
}

describe('a listing with courts, through the spec calls', () => {
  it('answers its courts on the turf and a court count on the list', async () => {
    const { turf, court } = await venue(SPLIT_PITCH);
    const detail = await t.app.inject({ url: `/api/v1/turf/turf/${turf.id}` });
    expect(detail.json().turf.courts).toEqual([
      { _id: court['Half A'], name: 'Half A', sports: ['football'], parts: [], format: null },
      { _id: court['Half B'], name: 'Half B', sports: ['football'], parts: [], format: null },
      {
        _id: court['Full pitch'],
        name: 'Full pitch',
        sports: ['football'],
        parts: expect.arrayContaining([court['Half A'], court['Half B']]),
        format: null,
      },
    ]);
    const list = await t.app.inject({ url: '/api/v1/turf/getTurf' });
    const item = list.json().turfs.find((listed: { _id: string }) => listed._id === turf.id);
    expect(item.courtCount).toBe(3);
    expect(item.courts).toBeUndefined();
  });

  it('gives a second player the other court and a third the spec 409', async () => {
    const { turf, court } = await venue(TWO_COURTS);
    const first = await book(await player(), turf.id);
    const second = await book(await player(), turf.id);
    // The assignment order: natural order of names, whatever order the owner listed them in.
    expect(first.body.booking).toMatchObject({ courtId: court['Court 1'], courtName: 'Court 1' });
    expect(second.body.booking).toMatchObject({ courtId: court['Court 2'], courtName: 'Court 2' });
    const third = await book(await player(), turf.id);
    expect(third).toMatchObject({ status: 409, body: { success: false, message: SLOT_TAKEN } });
  });

  it('books the court a player names, and refuses one the turf does not offer', async () => {
    const { turf, court } = await venue(TWO_COURTS);
    const other = await venue(TWO_COURTS);
    const named = await book(await player(), turf.id, { courtId: court['Court 2'] });
    expect(named.body.booking).toMatchObject({ courtId: court['Court 2'], courtName: 'Court 2' });
    const cookie = await player();
    for (const [courtId, message] of [
      [other.court['Court 1'], COURT_MESSAGES.unknownCourt],
      ['c0ffee00-0000-4000-8000-000000000000', COURT_MESSAGES.unknownCourt],
      ['court-1', COURT_MESSAGES.invalidCourtId],
    ]) {
      const refused = await book(cookie, turf.id, { courtId });
      expect(refused, courtId).toMatchObject({ status: 400, body: { success: false, message } });
    }
    const wrongSport = await book(cookie, turf.id, { courtId: court['Court 1'], sport: 'cricket' });
    expect(wrongSport).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'court_not_hosting',
        message: 'Court 1 does not host cricket.',
        court: 'Court 1',
        sport: 'cricket',
      },
    });
    const noCourt = await book(cookie, turf.id, { sport: 'badminton' });
    expect(noCourt.body.message).toBe('This turf has no court for badminton.');
    // The named court is taken: the spec's 409, never another court instead.
    const taken = await book(cookie, turf.id, { courtId: court['Court 2'] });
    expect(taken).toMatchObject({ status: 409, body: { success: false, message: SLOT_TAKEN } });
    const rest = await book(cookie, turf.id);
    expect(rest.body.booking.courtName).toBe('Court 1');
  });

  it('never sells a half and the whole pitch at once; the halves go together', async () => {
    const { turf, court } = await venue(SPLIT_PITCH);
    const half = await book(await player(), turf.id);
    // The smallest court that fits first: a half, not the whole pitch.
    expect(half.body.booking.courtName).toBe('Half A');
    const whole = await book(await player(), turf.id, { courtId: court['Full pitch'] });
    expect(whole.status).toBe(409);
    const otherHalf = await book(await player(), turf.id);
    expect(otherHalf.body.booking.courtName).toBe('Half B');

    const { turf: second, court: secondCourts } = await venue(SPLIT_PITCH);
    const full = await book(await player(), second.id, { courtId: secondCourts['Full pitch'] });
    expect(full.body.booking.courtName).toBe('Full pitch');
    expect((await book(await player(), second.id)).status).toBe(409);
  });

  it("says the court on the player's bookings, and a move keeps or changes it", async () => {
    const { turf, court } = await venue(TWO_COURTS);
    const me = await createUser(t.database.db, 'user');
    const cookie = await cookieFor(t.app, me);
    // Two days ahead: a move is allowed up to 24 hours before play.
    const day = '2030-05-12';
    const slot = { turfId: turf.id, date: day, startTime: '6:00 PM', endTime: '7:00 PM' };
    const mine = await bookAndPay(t.app, cookie, { ...slot, amount: '1000.00' });
    await bookAndPay(t.app, await player(), {
      ...slot,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      amount: '1000.00',
    });
    const listed = await t.app.inject({
      url: `/api/v1/booking/get-user-bookings/${me.id}`,
      headers: { cookie },
    });
    expect(listed.json().bookings[0]).toMatchObject({ _id: mine, courtName: 'Court 1' });
    // Court 1 is taken at 8 PM: the move lands on Court 2, in one step.
    const moved = await rescheduleBooking(t.app, cookie, mine, {
      bookingDate: day,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/v1/booking/${mine}`, headers: { cookie } });
    expect(page.json().booking).toMatchObject({ courtId: court['Court 2'], courtName: 'Court 2' });
  });

  it("lands a subscription's slots on whichever court is free, each booking on its own", async () => {
    const { turf, court } = await venue(TWO_COURTS);
    // Court 1 is taken on the second day at 6 PM.
    await insertBooking(t.database.db, {
      turfId: turf.id,
      userId: (await createUser(t.database.db, 'user')).id,
      courtId: court['Court 1']!,
      day: '2030-05-12',
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    const me = await createUser(t.database.db, 'user');
    const cookie = await cookieFor(t.app, me);
    const slots = ['2030-05-11', '2030-05-12', '2030-05-13', '2030-05-14'].map((date) => ({
      date,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    }));
    // Four hours at ₹1,000, 15% off.
    const started = await postPayment(t.app, cookie, {
      amount: '3400.00',
      currency: 'inr',
      subscription: { turfId: turf.id, selectedSlots: slots },
    });
    expect(started.statusCode, started.body).toBe(200);
    const held = await t.database.db
      .select({ day: bookings.day, courtId: bookings.courtId })
      .from(bookings)
      .where(eq(bookings.userId, me.id))
      .orderBy(asc(bookings.day));
    expect(held).toEqual([
      { day: '2030-05-11', courtId: court['Court 1'] },
      { day: '2030-05-12', courtId: court['Court 2'] },
      { day: '2030-05-13', courtId: court['Court 1'] },
      { day: '2030-05-14', courtId: court['Court 1'] },
    ]);
  });

  it('pages the public grid through slots that share a start on two courts', async () => {
    const { turf, court } = await venue(TWO_COURTS);
    await book(await player(), turf.id);
    await book(await player(), turf.id);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 3; page += 1) {
      const answer = await t.app.inject({
        url: `/api/v1/booking/get-turf-bookings/${turf.id}?limit=1${cursor}`,
      });
      const { bookings, next } = answer.json();
      seen.push(...bookings.map((slot: { courtId: string }) => slot.courtId));
      if (next === null) break;
      cursor = `&cursor=${encodeURIComponent(next)}`;
    }
    expect(seen.sort()).toEqual([court['Court 1'], court['Court 2']].sort());
  });
});
