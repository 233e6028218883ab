import { beforeEach, describe, expect, it } from 'vitest';
import { longDateLabel } from '../../shared/time';
import { createBooking, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// POST /api/v1/turf/:turfId/subscription-price (docs/decisions/039): what Pay Now would charge
// for the slots planned so far, each slot on the court it would be given, and Pay Now takes
// exactly that. TEST_NOW is 10:00 AM on Friday 2030-05-10 in Mumbai.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const DATES = ['2030-05-13', '2030-05-14', '2030-05-15', '2030-05-16'];
const slot = (date: string) => ({
  date: longDateLabel(date),
  startTime: '6:00 PM',
  endTime: '7:00 PM',
});

function subscriptionPrice(turfId: string, body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/turf/${turfId}/subscription-price`,
    headers: cookie ? { cookie } : {},
    payload: body as Record<string, unknown>,
  });
}

async function venue() {
  const owner = await createUser(t.database.db, 'owner');
  const { turf, court } = await createTurfWithCourts(
    t.database.db,
    owner.id,
    [
      { name: 'Court 1', sports: ['football'] },
      { name: 'Court 2', sports: ['football'] },
    ],
    { pricePaise: 100_000 },
  );
  const ownerCookie = await cookieFor(t.app, owner);
  return { turf, court1: court['Court 1']!, court2: court['Court 2']!, ownerCookie };
}

describe('POST /api/v1/turf/:turfId/subscription-price', () => {
  it('prices a plan from one slot up: the sum of the slots, 15% off', async () => {
    const { turf } = await venue();
    const one = await subscriptionPrice(turf.id, { selectedSlots: [slot(DATES[0]!)] });
    expect(one.json()).toEqual({
      success: true,
      amount: '850.00',
      original: '1000.00',
      discount: '150.00',
    });
    const four = await subscriptionPrice(turf.id, { selectedSlots: DATES.map(slot) });
    expect(four.json()).toMatchObject({ amount: '3400.00', original: '4000.00' });
  });

  it('prices a slot on the court priced apart it would be given, and Pay Now charges that', async () => {
    const { turf, court1, court2, ownerCookie } = await venue();
    const priced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/owner/turfs/${turf.id}/courts/${court2}/pricing`,
      headers: { cookie: ownerCookie },
      payload: { base: '1500.00', bands: [], specialDays: [], lastMinute: null },
    });
    expect(priced.statusCode).toBe(200);
    // Court 1 is taken on the first date only: that slot goes to Court 2, at its price.
    const other = await createUser(t.database.db, 'user');
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: other.id,
      courtId: court1,
      day: DATES[0]!,
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    const quoted = await subscriptionPrice(turf.id, { selectedSlots: DATES.map(slot) });
    // (1500 + 3 × 1000) less 15%.
    expect(quoted.json()).toMatchObject({ amount: '3825.00', original: '4500.00' });

    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const started = await postPayment(t.app, player, {
      amount: quoted.json().amount,
      currency: 'inr',
      subscription: { turfId: turf.id, selectedSlots: DATES.map(slot) },
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it('refuses what Pay Now would refuse, with its message', async () => {
    const { turf } = await venue();
    const none = await subscriptionPrice(turf.id, { selectedSlots: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Please select at least 4 time slots for subscription booking',
    );
    const past = await subscriptionPrice(turf.id, {
      selectedSlots: [{ ...slot('2030-05-09') }],
    });
    expect(past.statusCode).toBe(400);
    const badTime = await subscriptionPrice(turf.id, {
      selectedSlots: [{ ...slot(DATES[0]!), startTime: '6:15 PM' }],
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(
      'Start time must be a half-hour time from 6:00 AM to 11:30 PM',
    );
    const unknown = await subscriptionPrice('00000000-0000-4000-8000-000000000000', {
      selectedSlots: [slot(DATES[0]!)],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
