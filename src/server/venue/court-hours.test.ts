import { beforeEach, describe, expect, it } from 'vitest';
import { courtHoursMessages } from '../../shared/court-hours';
import { COURT_MESSAGES } from '../../shared/courts';
import { DEFAULT_WEEK_HOURS, OPENING_HOURS_MESSAGES } from '../../shared/opening-hours';
import { SLOT_TAKEN } from '../../shared/slots';
import { rescheduleBooking } from '../testing/aftercare-kit';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, confirmCard, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A court's own opening hours (docs/decisions/031): inside the venue's, obeyed by the booking
// core's court assignment (a court closed then is not free, and named it is refused) and by moves.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; 2030-05-12 is a Sunday.
const SUNDAY = '2030-05-12';
// Sundays 6:00 AM – 9:00 PM, the other days as the venue.
const EARLY_SUNDAYS = DEFAULT_WEEK_HOURS.map((day, index) =>
  index === 0 ? { open: 360, close: 21 * 60 } : day,
);

async function venue() {
  const owner = await createUser(t.database.db, 'owner');
  const made = await createTurfWithCourts(
    t.database.db,
    owner.id,
    [
      { name: 'Court 1', sports: ['badminton'] },
      { name: 'Court 2', sports: ['badminton'] },
    ],
    { pricePaise: 100_000, sportsType: 'badminton' },
  );
  return { ...made, ownerCookie: await cookieFor(t.app, owner) };
}

const hoursUrl = (turfId: string, courtId: string) =>
  `/api/v1/owner/turfs/${turfId}/courts/${courtId}/opening-hours`;

function setHours(turfId: string, courtId: string, cookie: string | null, openingHours: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: hoursUrl(turfId, courtId),
    headers: cookie ? { cookie } : {},
    payload: { openingHours },
  });
}

/** A new player pays for a Sunday slot; answers create-booking's status and body (or the refusal). */
async function book(turfId: string, startTime: string, endTime: string, courtId?: string) {
  const cookie = await cookieFor(t.app, await createUser(t.database.db, 'user'));
  const started = await postPayment(t.app, cookie, {
    amount: '1000.00',
    currency: 'inr',
    booking: { turfId, bookingDate: SUNDAY, startTime, endTime, ...(courtId ? { courtId } : {}) },
  });
  if (started.statusCode !== 200)
    return { cookie, status: started.statusCode, body: started.json() };
  await confirmCard(t.app, started.json().clientSecret);
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking/create-booking',
    headers: { cookie },
    payload: { paymentId: started.json().paymentId },
  });
  return { cookie, status: finished.statusCode, body: finished.json() };
}

describe("a court's own opening hours", () => {
  it('close that court: named it is refused, unnamed the open court is given, then the slot is taken', async () => {
    const { turf, court, ownerCookie } = await venue();
    const saved = await setHours(turf.id, court['Court 1']!, ownerCookie, EARLY_SUNDAYS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Opening hours of Court 1 saved.',
      openingHours: EARLY_SUNDAYS,
    });

    const named = await book(turf.id, '9:00 PM', '10:00 PM', court['Court 1']);
    expect(named.status).toBe(400);
    expect(named.body.message).toBe(courtHoursMessages.closed('Court 1'));
    const first = await book(turf.id, '9:00 PM', '10:00 PM');
    expect(first.status).toBe(201);
    expect(first.body.booking).toMatchObject({ courtName: 'Court 2' });
    const second = await book(turf.id, '9:00 PM', '10:00 PM');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(SLOT_TAKEN);
    // Inside its hours Court 1 is booked as ever, first in the assignment order.
    const early = await book(turf.id, '8:00 PM', '9:00 PM');
    expect(early.body.booking).toMatchObject({ courtName: 'Court 1' });

    const calendar = await t.app.inject({
      url: `/api/v1/owner/turfs/${turf.id}/calendar?from=${SUNDAY}`,
      headers: { cookie: ownerCookie },
    });
    expect(
      calendar.json().turf.courts.map((c: { openingHours: unknown }) => c.openingHours),
    ).toEqual([EARLY_SUNDAYS, null]);
  });

  it('refuses a move onto the court when it is closed', async () => {
    const { turf, court, ownerCookie } = await venue();
    await setHours(turf.id, court['Court 1']!, ownerCookie, EARLY_SUNDAYS);
    const booked = await book(turf.id, '6:00 PM', '7:00 PM', court['Court 1']);
    expect(booked.status).toBe(201);
    const late = { bookingDate: SUNDAY, startTime: '9:00 PM', endTime: '10:00 PM' };
    // The move names its court as a client that knows courts does (the kit's type does not).
    const onCourt1 = { ...late, courtId: court['Court 1'] };
    const refused = await rescheduleBooking(
      t.app,
      booked.cookie,
      booked.body.booking._id,
      onCourt1,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(courtHoursMessages.closed('Court 1'));
    // Unnamed, the move goes to the court that is open.
    const moved = await rescheduleBooking(t.app, booked.cookie, booked.body.booking._id, late);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ courtName: 'Court 2' });
  });

  it('with every court closed by its own hours, says the turf is closed', async () => {
    const { turf, court, ownerCookie } = await venue();
    for (const id of Object.values(court)) await setHours(turf.id, id, ownerCookie, EARLY_SUNDAYS);
    const refused = await book(turf.id, '9:00 PM', '10:00 PM');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OPENING_HOURS_MESSAGES.closed);
  });

  it('null makes the court follow the venue again', async () => {
    const { turf, court, ownerCookie } = await venue();
    await setHours(turf.id, court['Court 1']!, ownerCookie, EARLY_SUNDAYS);
    const cleared = await setHours(turf.id, court['Court 1']!, ownerCookie, null);
    expect(cleared.json()).toMatchObject({
      message: "Court 1 follows the venue's opening hours.",
      openingHours: null,
    });
    const named = await book(turf.id, '9:00 PM', '10:00 PM', court['Court 1']);
    expect(named.status).toBe(201);
  });

  it('is the owner’s and the admin’s alone, and refuses a court or week it cannot save', async () => {
    const { turf, court, ownerCookie } = await venue();
    const courtId = court['Court 1']!;
    expect((await setHours(turf.id, courtId, null, EARLY_SUNDAYS)).statusCode).toBe(401);
    for (const role of ['user', 'owner'] as const) {
      const cookie = await cookieFor(t.app, await createUser(t.database.db, role));
      expect((await setHours(turf.id, courtId, cookie, EARLY_SUNDAYS)).statusCode).toBe(403);
    }
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await setHours(turf.id, courtId, admin, EARLY_SUNDAYS)).statusCode).toBe(200);

    const other = await venue();
    for (const id of [other.court['Court 1']!, '7a0c8d7e-1111-4222-8333-944455556666']) {
      const refused = await setHours(turf.id, id, ownerCookie, EARLY_SUNDAYS);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(COURT_MESSAGES.unknownCourt);
    }
    const malformed = await setHours(turf.id, 'court-1', ownerCookie, EARLY_SUNDAYS);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(COURT_MESSAGES.invalidCourtId);
    const short = await setHours(turf.id, courtId, ownerCookie, EARLY_SUNDAYS.slice(0, 6));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(OPENING_HOURS_MESSAGES.weekLength);
    const backwards = EARLY_SUNDAYS.map((day, index) =>
      index === 0 ? { open: 20 * 60, close: 19 * 60 } : day,
    );
    const reversed = await setHours(turf.id, courtId, ownerCookie, backwards);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(
      'Sunday: the closing time must be after the opening time.',
    );
  });
});
