import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import {
  COURT_PRICES_CLEARED,
  PRICES_SAVED,
  PRICES_UNCHANGED,
  PRICE_RULE_MESSAGES,
  type PriceRulesBody,
} from '../../shared/price-rules-form';
import { courts, turfEdits } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { createBooking, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW, confirmCard, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking } from '../testing/venue-booking-kit';

// A court priced apart from its listing (docs/decisions/039): the owner's routes, and every
// price of a slot on it (the quote, Pay Now, the slot search, a walk-in's default) by its rules,
// including for a request that names no court. TEST_NOW is 10:00 AM on Friday 2030-05-10.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const PREMIUM: PriceRulesBody = {
  base: '1500.00',
  bands: [{ days: [5], from: '20:00', to: '22:00', perHour: '2000.00' }],
  specialDays: [],
  lastMinute: null,
};

const LISTING_RULES = {
  base: '1000.00',
  bands: [],
  specialDays: [],
  lastMinute: null,
};

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  // Court 1 comes first in the assignment order; Court 2 is the one priced apart.
  const { turf, court } = await createTurfWithCourts(
    db,
    owner.id,
    [
      { name: 'Court 2', sports: ['football'] },
      { name: 'Court 1', sports: ['football'] },
    ],
    { pricePaise: 100_000 },
  );
  return {
    turf,
    owner,
    player,
    court1: court['Court 1']!,
    court2: court['Court 2']!,
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

function courtPricing(
  turfId: string,
  courtId: string,
  cookie: string | null,
  method: 'GET' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/owner/turfs/${turfId}/courts/${courtId}/pricing`,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function pricedScene() {
  const s = await scene();
  const saved = await courtPricing(s.turf.id, s.court2, s.cookies.owner, 'PUT', PREMIUM);
  expect(saved.statusCode).toBe(200);
  return s;
}

function quote(turfId: string, query: Record<string, string>) {
  return t.app.inject({
    url: `/api/v1/turf/${turfId}/price?${new URLSearchParams({ date: TEST_DAY, ...query })}`,
  });
}

const sixToSeven = { startTime: '6:00 PM', endTime: '7:00 PM' };

describe('an owner prices one court apart', () => {
  it('reads the listing’s prices until the court has its own, then saves, logs and clears them', async () => {
    const { turf, court2, cookies, owner } = await scene();
    expect((await courtPricing(turf.id, court2, cookies.owner)).json()).toEqual({
      success: true,
      ownPrices: false,
      pricing: LISTING_RULES,
    });

    const saved = await courtPricing(turf.id, court2, cookies.owner, 'PUT', PREMIUM);
    expect(saved.json()).toEqual({
      success: true,
      message: PRICES_SAVED,
      ownPrices: true,
      pricing: PREMIUM,
    });
    const again = await courtPricing(turf.id, court2, cookies.owner, 'PUT', PREMIUM);
    expect(again.json().message).toBe(PRICES_UNCHANGED);

    // The turf's answer carries the court's own prices, the listing's price is untouched.
    const answer = (await t.app.inject({ url: `/api/v1/turf/turf/${turf.id}` })).json().turf;
    expect(answer.price).toBe(1000);
    const courtsOnPage = answer.courts as { _id: string; pricing?: unknown }[];
    expect(courtsOnPage.find((court) => court._id === court2)!.pricing).toEqual(PREMIUM);
    expect(courtsOnPage.find((court) => court._id !== court2)!.pricing).toBeUndefined();

    const cleared = await courtPricing(turf.id, court2, cookies.owner, 'DELETE');
    expect(cleared.json()).toEqual({
      success: true,
      message: COURT_PRICES_CLEARED,
      ownPrices: false,
      pricing: LISTING_RULES,
    });

    const edits = await t.database.db
      .select()
      .from(turfEdits)
      .where(eq(turfEdits.turfId, turf.id))
      .orderBy(turfEdits.at);
    expect(edits.map((edit) => [edit.editorId, edit.before, edit.after])).toEqual([
      [
        owner.id,
        { courtPricing: "Court 2: the venue's prices" },
        { courtPricing: 'Court 2:\nBase ₹1500.00/h\nFri 8:00 PM–10:00 PM ₹2000.00/h' },
      ],
      [
        owner.id,
        { courtPricing: 'Court 2:\nBase ₹1500.00/h\nFri 8:00 PM–10:00 PM ₹2000.00/h' },
        { courtPricing: "Court 2: the venue's prices" },
      ],
    ]);
  });

  it('is the owner’s or the admin’s to read and change: 401 anonymous, 403 a player or another owner', async () => {
    const { turf, court2, cookies } = await scene();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? PREMIUM : undefined;
      expect((await courtPricing(turf.id, court2, null, method, body)).statusCode).toBe(401);
      expect((await courtPricing(turf.id, court2, cookies.player, method, body)).statusCode).toBe(
        403,
      );
      const byOther = await courtPricing(turf.id, court2, cookies.otherOwner, method, body);
      expect(byOther.statusCode).toBe(403);
    }
    const byAdmin = await courtPricing(turf.id, court2, cookies.admin, 'PUT', PREMIUM);
    expect(byAdmin.json()).toMatchObject({ success: true, ownPrices: true });
    const [row] = await t.database.db.select().from(courts).where(eq(courts.id, court2));
    expect(row!.priceRules).toMatchObject({ basePaise: 150_000 });
  });

  it('refuses another turf’s court, a retired court and bad rules, saving nothing', async () => {
    const { turf, court2, cookies, owner } = await scene();
    const elsewhere = await createTurfWithCourts(t.database.db, owner.id, [
      { name: 'Other', sports: ['football'] },
    ]);
    const foreign = await courtPricing(turf.id, elsewhere.court['Other']!, cookies.owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(COURT_MESSAGES.unknownCourt);
    expect((await courtPricing(turf.id, 'not-a-uuid', cookies.owner)).statusCode).toBe(400);

    const offHalfHour = { ...PREMIUM, bands: [{ ...PREMIUM.bands![0]!, from: '20:15' }] };
    const bad = await courtPricing(turf.id, court2, cookies.owner, 'PUT', offHalfHour);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRICE_RULE_MESSAGES.time);
    const absurd = await courtPricing(turf.id, court2, cookies.owner, 'PUT', {
      ...PREMIUM,
      base: '100000.01',
    });
    expect(absurd.statusCode).toBe(400);

    await t.database.db.update(courts).set({ retiredAt: TEST_NOW }).where(eq(courts.id, court2));
    const retired = await courtPricing(turf.id, court2, cookies.owner, 'PUT', PREMIUM);
    expect(retired.statusCode).toBe(404);
    const rows = await t.database.db.select().from(courts).where(eq(courts.turfId, turf.id));
    expect(rows.every((row) => row.priceRules === null)).toBe(true);
    expect(await t.database.db.select().from(turfEdits)).toEqual([]);
  });
});

describe('a slot on a court priced apart', () => {
  it('is quoted and charged by its court, named or assigned', async () => {
    const { turf, court1, court2, cookies, player } = await pricedScene();
    expect((await quote(turf.id, { ...sixToSeven, courtId: court2 })).json().amount).toBe(
      '1500.00',
    );
    expect((await quote(turf.id, { ...sixToSeven, courtId: court1 })).json().amount).toBe(
      '1000.00',
    );
    // No court named: the assignment gives Court 1 first, at the listing's price.
    expect((await quote(turf.id, sixToSeven)).json().amount).toBe('1000.00');
    // The sport decides which courts may be given; one no court hosts is refused.
    expect((await quote(turf.id, { ...sixToSeven, sport: 'football' })).json().amount).toBe(
      '1000.00',
    );
    const tennis = await quote(turf.id, { ...sixToSeven, sport: 'tennis' });
    expect(tennis.statusCode).toBe(400);
    expect(tennis.json().message).toBe('Sport must be cricket, football or badminton');
    expect((await quote(turf.id, { ...sixToSeven, sport: 'cricket' })).statusCode).toBe(400);
    const band = await quote(turf.id, {
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      courtId: court2,
    });
    expect(band.json().parts).toEqual([
      expect.objectContaining({ perHour: '2000.00', amount: '2000.00', label: 'Peak' }),
    ]);

    // Court 1 taken: a request without a court is priced, held and booked on Court 2.
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: court1,
      day: TEST_DAY,
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    expect((await quote(turf.id, sixToSeven)).json().amount).toBe('1500.00');
    // A spec client still sending the listing's price is told the price of the court it gets.
    const stale = await postPayment(t.app, cookies.player, slotBody(turf.id));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain('₹1500.00');

    const started = await postPayment(
      t.app,
      cookies.player,
      slotBody(turf.id, '6:00 PM', '7:00 PM', '1500.00'),
    );
    expect(started.statusCode).toBe(200);
    await confirmCard(t.app, started.json().clientSecret);
    const [booked] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.paymentId, started.json().paymentId)));
    expect(booked).toMatchObject({ courtId: court2, amountPaise: 150_000, status: 'confirmed' });

    // Asked again for the same slot (a reload): the same payment, on the same court and price.
    const reload = await postPayment(
      t.app,
      cookies.player,
      slotBody(turf.id, '8:00 PM', '9:00 PM', '1000.00'),
    );
    const reloadAgain = await postPayment(
      t.app,
      cookies.player,
      slotBody(turf.id, '8:00 PM', '9:00 PM', '1000.00'),
    );
    expect(reloadAgain.json().paymentId).toBe(reload.json().paymentId);
  });

  it('shows in the slot search at the price of the court a hold would get', async () => {
    const { turf, court1, player } = await pricedScene();
    const amountAt6 = async () => {
      const answer = await t.app.inject({
        url: `/api/v1/turf/getTurf?date=${TEST_DAY}&from=18:00&minutes=60`,
      });
      expect(answer.statusCode).toBe(200);
      type Found = { _id: string; freeSlots: { start: number; amount: string }[] };
      const found = (answer.json().turfs as Found[]).find((item) => item._id === turf.id);
      return found?.freeSlots.find((slot) => slot.start === 18 * 60)?.amount;
    };
    expect(await amountAt6()).toBe('1000.00');
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: court1,
      day: TEST_DAY,
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    expect(await amountAt6()).toBe('1500.00');
    expect((await quote(turf.id, sixToSeven)).json().amount).toBe('1500.00');
  });

  it('gives a walk-in on that court its court’s price by default', async () => {
    const { turf, court2, cookies } = await pricedScene();
    const walkIn = await recordVenueBooking(t.app, cookies.owner, turf.id, { courtId: court2 });
    expect(walkIn.statusCode).toBe(201);
    expect(walkIn.json().booking).toMatchObject({ courtId: court2, price: 1500 });
    const onCourt1 = await recordVenueBooking(t.app, cookies.owner, turf.id, {});
    expect(onCourt1.json().booking.price).toBe(1000);
  });
});
