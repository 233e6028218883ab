import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import { bookings } from '../db/schema-bookings';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, confirmCard, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { WALK_IN, recordVenueBooking } from '../testing/venue-booking-kit';
import { useTestApp } from '../testing/test-app';

// Blocks, rain-outs and the owner's calendar on a listing with courts (docs/decisions/031): each
// acts on one court (and what shares its ground) or on the whole venue, and a venue block is one
// block to the owner however many courts it closes.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; 2030-05-12 is a Sunday.
const SUNDAY = '2030-05-12';
const H = 60;

const TWO_COURTS = [
  { name: 'Court 1', sports: ['badminton' as const] },
  { name: 'Court 2', sports: ['badminton' as const] },
];
const SPLIT_PITCH = [
  { name: 'Half A', sports: ['football' as const] },
  { name: 'Half B', sports: ['football' as const] },
  { name: 'Full pitch', sports: ['football' as const], parts: ['Half A', 'Half B'] },
];

async function venue(courts: typeof TWO_COURTS | typeof SPLIT_PITCH) {
  const owner = await createUser(t.database.db, 'owner');
  const made = await createTurfWithCourts(t.database.db, owner.id, courts, {
    pricePaise: 100_000,
    sportsType: courts[0]!.sports[0],
  });
  return { ...made, owner, ownerCookie: await cookieFor(t.app, owner) };
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

const owner = (turfId: string) => `/api/v1/owner/turfs/${turfId}`;
const blockBody = (body: object = {}) => ({
  date: SUNDAY,
  start: 18 * H,
  end: 19 * H,
  reason: 'Maintenance',
  ...body,
});

/**
 * A player pays for 6–7 PM on Sunday (on the court named, or where the server puts them); the
 * status is create-booking's (201) or post-payment's refusal.
 */
async function pay(turfId: string, courtId?: string, startTime = '6:00 PM', endTime = '7:00 PM') {
  const cookie = await cookieFor(t.app, await createUser(t.database.db, 'user'));
  const started = await postPayment(t.app, cookie, {
    amount: '1000.00',
    currency: 'inr',
    booking: {
      turfId,
      bookingDate: SUNDAY,
      startTime,
      endTime,
      ...(courtId ? { courtId } : {}),
    },
  });
  if (started.statusCode !== 200) return { status: started.statusCode, body: started.json() };
  await confirmCard(t.app, started.json().clientSecret);
  const finished = await call('POST', '/api/v1/booking/create-booking', cookie, {
    paymentId: started.json().paymentId,
  });
  return { status: finished.statusCode, body: finished.json() };
}

async function liveRowsOf(turfId: string, status: 'blocked' | 'confirmed' | 'cancelled') {
  return t.database.db
    .select({ courtId: bookings.courtId, start: bookings.startMinute, end: bookings.endMinute })
    .from(bookings)
    .where(and(eq(bookings.turfId, turfId), eq(bookings.status, status)));
}

describe('blocks on one court or the whole venue', () => {
  it('a block of one court leaves the other court to players, and the calendar says which court', async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const placed = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: court['Court 1'] }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ message: 'Time blocked.' });
    expect(placed.json().blockIds).toHaveLength(1);

    const booked = await pay(turf.id);
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ courtName: 'Court 2' });
    expect((await pay(turf.id)).status).toBe(409);

    const calendar = await call('GET', `${owner(turf.id)}/calendar?from=${SUNDAY}`, ownerCookie);
    expect(calendar.json().turf.courts).toEqual([
      {
        _id: court['Court 1'],
        name: 'Court 1',
        sports: ['badminton'],
        parts: [],
        openingHours: null,
      },
      {
        _id: court['Court 2'],
        name: 'Court 2',
        sports: ['badminton'],
        parts: [],
        openingHours: null,
      },
    ]);
    const entries = calendar.json().entries;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'block',
          courtId: court['Court 1'],
          courtName: 'Court 1',
          blockCourtIds: [court['Court 1']],
          groupSize: 1,
        }),
        expect.objectContaining({
          kind: 'booking',
          courtId: court['Court 2'],
          courtName: 'Court 2',
          blockCourtIds: [court['Court 2']],
        }),
      ]),
    );
  });

  it('a venue block closes every court and is removed whole by one call', async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const placed = await call('POST', `${owner(turf.id)}/blocks`, ownerCookie, blockBody());
    expect(placed.json()).toMatchObject({ message: 'Time blocked.' });
    expect(placed.json().blockIds).toHaveLength(2);
    expect((await pay(turf.id)).status).toBe(409);

    const calendar = await call('GET', `${owner(turf.id)}/calendar?from=${SUNDAY}`, ownerCookie);
    const blocks = calendar.json().entries;
    expect(blocks).toHaveLength(2);
    for (const entry of blocks) {
      expect(entry).toMatchObject({
        groupSize: 1,
        blockCourtIds: [court['Court 1'], court['Court 2']],
      });
    }

    const removed = await call(
      'DELETE',
      `${owner(turf.id)}/blocks/${placed.json().blockIds[1]}`,
      ownerCookie,
    );
    expect(removed.json()).toMatchObject({ removed: 1, message: 'Block removed.' });
    expect(await liveRowsOf(turf.id, 'blocked')).toEqual([]);
    expect((await pay(turf.id)).status).toBe(201);
  });

  it('a weekly venue block counts its weeks, not its rows, and one week is removed on every court', async () => {
    const { turf, ownerCookie } = await venue(TWO_COURTS);
    const placed = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ repeatWeeks: 3 }),
    );
    expect(placed.json()).toMatchObject({ message: '3 weekly blocks made.' });
    expect(placed.json().blockIds).toHaveLength(6);
    const calendar = await call('GET', `${owner(turf.id)}/calendar?from=${SUNDAY}`, ownerCookie);
    expect(calendar.json().entries[0]).toMatchObject({ groupSize: 3 });

    const [firstRow] = placed.json().blockIds;
    const one = await call('DELETE', `${owner(turf.id)}/blocks/${firstRow}`, ownerCookie);
    expect(one.json()).toMatchObject({ removed: 1 });
    expect(await liveRowsOf(turf.id, 'blocked')).toHaveLength(4);
    const rest = await call(
      'DELETE',
      `${owner(turf.id)}/blocks/${placed.json().blockIds[5]}?series=true`,
      ownerCookie,
    );
    expect(rest.json()).toMatchObject({ removed: 2, message: '2 blocks removed.' });
    expect(await liveRowsOf(turf.id, 'blocked')).toEqual([]);
  });

  it('a block on one half closes that half and the whole pitch, not the other half', async () => {
    const { turf, court, ownerCookie } = await venue(SPLIT_PITCH);
    const placed = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: court['Half A'] }),
    );
    expect(placed.statusCode).toBe(201);
    expect((await pay(turf.id, court['Full pitch'])).status).toBe(409);
    expect((await pay(turf.id, court['Half A'])).status).toBe(409);
    const other = await pay(turf.id, court['Half B']);
    expect(other.status).toBe(201);
    expect(other.body.booking).toMatchObject({ courtName: 'Half B' });
  });

  it('a block of the whole pitch stands on both halves: one row, and a half booked refuses it', async () => {
    const { turf, court, ownerCookie } = await venue(SPLIT_PITCH);
    expect((await pay(turf.id, court['Half B'])).status).toBe(201);
    const refused = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: court['Full pitch'] }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OWNER_BLOCK_MESSAGES.overlapsBooking);
    const later = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: court['Full pitch'], start: 20 * H, end: 21 * H }),
    );
    expect(later.json().blockIds).toHaveLength(1);
    expect(
      (await pay(turf.id, court['Half A'], '8:00 PM', '9:00 PM')).status,
      'a half under the whole pitch block',
    ).toBe(409);
  });

  it('refuses a court that is not one of this listing’s, and a malformed court id, writing nothing', async () => {
    const { turf, ownerCookie } = await venue(TWO_COURTS);
    const other = await venue(SPLIT_PITCH);
    for (const courtId of [other.court['Half A'], '7a0c8d7e-1111-4222-8333-944455556666']) {
      const refused = await call(
        'POST',
        `${owner(turf.id)}/blocks`,
        ownerCookie,
        blockBody({ courtId }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: COURT_MESSAGES.unknownCourt,
      });
      const rainOut = await call(
        'POST',
        `${owner(turf.id)}/cancellations`,
        ownerCookie,
        blockBody({ courtId, reason: 'Rain' }),
      );
      expect(rainOut.statusCode).toBe(400);
      expect(rainOut.json().message).toBe(COURT_MESSAGES.unknownCourt);
      const preview = await call(
        'GET',
        `${owner(turf.id)}/cancellations/preview?date=${SUNDAY}&start=1080&end=1140&courtId=${courtId}`,
        ownerCookie,
      );
      expect(preview.statusCode).toBe(400);
      expect(preview.json().message).toBe(COURT_MESSAGES.unknownCourt);
    }
    const malformed = await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: 'court-1' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(COURT_MESSAGES.invalidCourtId);
    expect(await liveRowsOf(turf.id, 'blocked')).toEqual([]);
  });

  it('refuses anyone but the owner and the admin, whatever court they name', async () => {
    const { turf, court } = await venue(TWO_COURTS);
    const body = blockBody({ courtId: court['Court 1'] });
    expect((await call('POST', `${owner(turf.id)}/blocks`, null, body)).statusCode).toBe(401);
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    for (const cookie of [player, stranger]) {
      expect((await call('POST', `${owner(turf.id)}/blocks`, cookie, body)).statusCode).toBe(403);
      const rainOut = await call('POST', `${owner(turf.id)}/cancellations`, cookie, {
        ...body,
        reason: 'Rain',
      });
      expect(rainOut.statusCode).toBe(403);
    }
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await call('POST', `${owner(turf.id)}/blocks`, admin, body)).statusCode).toBe(201);
    expect(await liveRowsOf(turf.id, 'blocked')).toHaveLength(1);
  });
});

describe('rain-outs on one court', () => {
  it('cancels only the bookings on that court, previews only those, and blocks only it', async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const one = await pay(turf.id, court['Court 1']);
    const two = await pay(turf.id, court['Court 2']);
    const range = `date=${SUNDAY}&start=${17 * H}&end=${20 * H}`;

    const preview = await call(
      'GET',
      `${owner(turf.id)}/cancellations/preview?${range}&courtId=${court['Court 2']}`,
      ownerCookie,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().bookings.map((b: { _id: string }) => b._id)).toEqual([
      two.body.booking._id,
    ]);
    const venuePreview = await call(
      'GET',
      `${owner(turf.id)}/cancellations/preview?${range}`,
      ownerCookie,
    );
    expect(venuePreview.json().bookings).toHaveLength(2);

    const rainOut = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      date: SUNDAY,
      start: 17 * H,
      end: 20 * H,
      reason: 'Rain',
      courtId: court['Court 2'],
      shownBookings: [two.body.booking._id],
    });
    expect(rainOut.statusCode).toBe(200);
    expect(rainOut.json()).toMatchObject({ cancelled: 1, awaitingChoice: 1 });
    expect(await liveRowsOf(turf.id, 'confirmed')).toEqual([
      { courtId: court['Court 1'], start: 18 * H, end: 19 * H },
    ]);
    expect(await liveRowsOf(turf.id, 'blocked')).toEqual([
      { courtId: court['Court 2'], start: 17 * H, end: 20 * H },
    ]);
    expect(one.status).toBe(201);
  });

  it('on the whole pitch cancels a half’s booking, and on a half leaves the other half’s', async () => {
    const { turf, court, ownerCookie } = await venue(SPLIT_PITCH);
    const halfA = await pay(turf.id, court['Half A']);
    const halfB = await pay(turf.id, court['Half B']);
    const previewOf = async (courtId: string) =>
      (
        await call(
          'GET',
          `${owner(turf.id)}/cancellations/preview?date=${SUNDAY}&start=${18 * H}&end=${19 * H}&courtId=${courtId}`,
          ownerCookie,
        )
      )
        .json()
        .bookings.map((b: { _id: string }) => b._id)
        .sort();
    expect(await previewOf(court['Half A']!)).toEqual([halfA.body.booking._id]);
    expect(await previewOf(court['Full pitch']!)).toEqual(
      [halfA.body.booking._id, halfB.body.booking._id].sort(),
    );

    const rainOut = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      date: SUNDAY,
      start: 18 * H,
      end: 19 * H,
      reason: 'Rain',
      courtId: court['Half A'],
    });
    expect(rainOut.json()).toMatchObject({ cancelled: 1 });
    expect(await liveRowsOf(turf.id, 'confirmed')).toEqual([
      { courtId: court['Half B'], start: 18 * H, end: 19 * H },
    ]);
  });

  it('refuses with 409 when a booking on that court appeared after the preview', async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const shown = await pay(turf.id, court['Court 1']);
    await pay(turf.id, court['Court 2']);
    const onCourt2Only = {
      date: SUNDAY,
      start: 18 * H,
      end: 19 * H,
      reason: 'Rain',
      shownBookings: [shown.body.booking._id],
    };
    const changed = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      ...onCourt2Only,
      courtId: court['Court 2'],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(OWNER_BLOCK_MESSAGES.rainOutChanged);
    expect(await liveRowsOf(turf.id, 'confirmed')).toHaveLength(2);
    // The booking shown is the only one on Court 1: that rain-out goes through.
    const fine = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      ...onCourt2Only,
      courtId: court['Court 1'],
    });
    expect(fine.json()).toMatchObject({ cancelled: 1 });
  });

  it('a venue rain-out blocks each court where it is not blocked yet', async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    await call(
      'POST',
      `${owner(turf.id)}/blocks`,
      ownerCookie,
      blockBody({ courtId: court['Court 1'] }),
    );
    const rainOut = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      date: SUNDAY,
      start: 17 * H,
      end: 20 * H,
      reason: 'Rain',
    });
    expect(rainOut.statusCode).toBe(200);
    const blocked = (await liveRowsOf(turf.id, 'blocked')).sort(
      (a, b) => a.courtId.localeCompare(b.courtId) || a.start - b.start,
    );
    expect(blocked).toEqual(
      [
        { courtId: court['Court 1']!, start: 17 * H, end: 18 * H },
        { courtId: court['Court 1']!, start: 18 * H, end: 19 * H },
        { courtId: court['Court 1']!, start: 19 * H, end: 20 * H },
        { courtId: court['Court 2']!, start: 17 * H, end: 20 * H },
      ].sort((a, b) => a.courtId.localeCompare(b.courtId) || a.start - b.start),
    );
  });

  it("the owner's cancel of one booking calls off only its court", async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const one = await pay(turf.id, court['Court 1']);
    await pay(turf.id, court['Court 2']);
    const cancelled = await call(
      'POST',
      `/api/v1/owner/bookings/${one.body.booking._id}/cancel`,
      ownerCookie,
      { reason: 'Net torn' },
    );
    expect(cancelled.json()).toMatchObject({ cancelled: 1 });
    expect(await liveRowsOf(turf.id, 'confirmed')).toEqual([
      { courtId: court['Court 2'], start: 18 * H, end: 19 * H },
    ]);
    expect(await liveRowsOf(turf.id, 'blocked')).toEqual([
      { courtId: court['Court 1'], start: 18 * H, end: 19 * H },
    ]);
  });

  it("a rain-out on one court leaves the venue's own bookings on the other court", async () => {
    const { turf, court, ownerCookie } = await venue(TWO_COURTS);
    const online = await pay(turf.id, court['Court 1']);
    const walkIn = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      ...WALK_IN,
      courtId: court['Court 2'],
    });
    expect(walkIn.statusCode).toBe(201);
    const cancelled = await call(
      'POST',
      `/api/v1/owner/bookings/${online.body.booking._id}/cancel`,
      ownerCookie,
      { reason: 'Net torn' },
    );
    expect(cancelled.json()).toMatchObject({ cancelled: 1 });
    expect(await liveRowsOf(turf.id, 'confirmed')).toEqual([
      { courtId: court['Court 2'], start: 18 * H, end: 19 * H },
    ]);
    // On the walk-in's own court the rain-out does call it off, and its preview says so first.
    const range = `date=${SUNDAY}&start=${18 * H}&end=${19 * H}`;
    const preview = (courtId: string) =>
      call(
        'GET',
        `${owner(turf.id)}/cancellations/preview?${range}&courtId=${courtId}`,
        ownerCookie,
      );
    expect((await preview(court['Court 1']!)).json().venueBookings).toEqual([]);
    expect((await preview(court['Court 2']!)).json().venueBookings).toEqual([
      {
        _id: walkIn.json().booking._id,
        customerName: WALK_IN.customerName,
        startTime: '6:00 PM',
        endTime: '7:00 PM',
      },
    ]);
    const rainOut = await call('POST', `${owner(turf.id)}/cancellations`, ownerCookie, {
      date: SUNDAY,
      start: 18 * H,
      end: 19 * H,
      reason: 'Rain',
      courtId: court['Court 2'],
    });
    expect(rainOut.statusCode).toBe(200);
    expect(await liveRowsOf(turf.id, 'confirmed')).toEqual([]);
  });
});
