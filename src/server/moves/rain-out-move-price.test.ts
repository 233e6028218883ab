import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courts } from '../db/schema';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { bookAndPay } from '../testing/aftercare-kit';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, confirmCard } from '../testing/payment-kit';
import { choose } from '../testing/rain-out-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A rain-out's free move costs nothing on the same court or a court of the same size, even at a
// dearer time; onto a larger court it pays the difference first (docs/decisions/041, 053).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const H = 60;
const SUNDAY = '2030-05-12';
// ₹1,000 an hour, ₹2,500 from 8 PM to 10 PM; the whole pitch ₹3,000 an hour.
const RULES = {
  bands: [{ days: [0, 1, 2, 3, 4, 5, 6], from: 20 * H, to: 22 * H, perHourPaise: 250_000 }],
  specialDays: [],
  lastMinute: null,
};

async function rainedOutHalf() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const { turf, court } = await createTurfWithCourts(
    db,
    owner.id,
    [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
      { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
    ],
    { pricePaise: 100_000, priceRules: RULES },
  );
  await db
    .update(courts)
    .set({ priceRules: { basePaise: 300_000, bands: [], specialDays: [], lastMinute: null } })
    .where(and(eq(courts.turfId, turf.id), eq(courts.id, court['Full pitch']!)));
  const cookie = await cookieFor(t.app, await createUser(db, 'user'));
  const bookingId = await bookAndPay(t.app, cookie, {
    turfId: turf.id,
    date: SUNDAY,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '1000.00',
  });
  const rained = await t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
    headers: { cookie: await cookieFor(t.app, owner) },
    payload: { date: SUNDAY, start: 18 * H, end: 21 * H, reason: 'Rain' },
  });
  expect(rained.statusCode, rained.body).toBe(200);
  return { cookie, bookingId, court };
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

async function choiceOf(id: string) {
  const [found] = await t.database.db
    .select()
    .from(rainOutChoices)
    .where(eq(rainOutChoices.bookingId, id));
  return found!;
}

describe("a rain-out's move and the price of the new slot", () => {
  it('waives a dearer time on the same court', async () => {
    const { cookie, bookingId, court } = await rainedOutHalf();
    const slot = { bookingDate: '2030-05-13', startTime: '8:00 PM', endTime: '9:00 PM' };
    const moved = await choose(t, cookie, bookingId, { choice: 'move', slot });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row(bookingId)).toMatchObject({
      status: 'confirmed',
      courtId: court['Half A'],
      startMinute: 20 * H,
      amountPaise: 100_000,
    });
  });

  it('waives it on the other half, a court of the same size', async () => {
    const { cookie, bookingId, court } = await rainedOutHalf();
    const slot = {
      bookingDate: '2030-05-13',
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      courtId: court['Half B'],
    };
    const moved = await choose(t, cookie, bookingId, { choice: 'move', slot });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row(bookingId)).toMatchObject({ courtId: court['Half B'], amountPaise: 100_000 });
  });

  it('charges the difference onto the whole pitch, and moves once paid', async () => {
    const { cookie, bookingId, court } = await rainedOutHalf();
    const slot = {
      bookingDate: '2030-05-13',
      startTime: '5:00 PM',
      endTime: '6:00 PM',
      courtId: court['Full pitch'],
    };
    const refused = await choose(t, cookie, bookingId, { choice: 'move', slot });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'price_difference', difference: '2000.00' });
    expect((await choiceOf(bookingId)).choice).toBeNull();
    const started = await choose(t, cookie, bookingId, {
      choice: 'move',
      slot,
      payDifference: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount).toBe('2000.00');
    // Still open until paid: the player may yet take credit or a refund instead.
    expect((await choiceOf(bookingId)).choice).toBeNull();
    await confirmCard(t.app, started.json().clientSecret);
    expect(await row(bookingId)).toMatchObject({
      status: 'confirmed',
      courtId: court['Full pitch'],
      startMinute: 17 * H,
      amountPaise: 300_000,
      rescheduledAt: null,
    });
    expect(await choiceOf(bookingId)).toMatchObject({ choice: 'move', chosenBy: 'player' });
  });

  it('gives back the difference of a cheaper time', async () => {
    const { cookie, bookingId } = await rainedOutHalf();
    await t.database.db
      .update(bookings)
      .set({ amountPaise: 150_000 })
      .where(eq(bookings.id, bookingId));
    const slot = { bookingDate: '2030-05-13', startTime: '5:00 PM', endTime: '6:00 PM' };
    const moved = await choose(t, cookie, bookingId, { choice: 'move', slot, refundTo: 'credit' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      status: 'confirmed',
      amountPaid: 1000,
      refund: { amount: 500, destination: 'credit', status: 'done' },
    });
  });
});
