import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/time';
import { can, type StaffRole, type VenueCapability } from '../../shared/venue-team';
import type { Db } from '../db/database';
import { courts, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { promoCodes, promoCodeTurfs } from '../db/schema-promos';
import { venueStaff } from '../db/schema-venue-team';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp, type TestHarness } from '../testing/test-app';

// Every owner route × every kind of person (docs/decisions/066): the route's one capability
// decides, through shared/venue-team `can`. Allowed: a 2xx. Refused: 401 or 403 with
// { success: false, code, message }, and after a refused write nothing changed. One venue per
// describe, and a fresh target (a booking, a block, a court) for each call that consumes one.

const t = useTestApp();

const TODAY = '2030-05-10'; // TEST_NOW is 10:00 in Mumbai on this day.
const IN_WEEK = addDays(TODAY, 2);
const PAST_WEEK = addDays(TODAY, 7);

type Who =
  | 'owner'
  | 'manager'
  | 'front_desk'
  | 'accountant'
  | 'elsewhere'
  | 'player'
  | 'anonymous'
  | 'admin';
const EVERYONE: Who[] = [
  'anonymous',
  'player',
  'elsewhere',
  'accountant',
  'front_desk',
  'manager',
  'admin',
  'owner',
];

interface Scene {
  turfId: string;
  courtId: string;
  ownerId: string;
  playerId: string;
  cookies: Record<Who, string | null>;
  /** A minute of the day no other call has used, so each block or booking has its own time. */
  slot(): { date: string; start: number; end: number };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
}

interface Route {
  name: string;
  capability: VenueCapability;
  write: boolean;
  /** The call, made fresh for each person (a new target where the call uses one up). */
  call(scene: Scene, db: Db): Promise<Call>;
  /** Who is allowed when it is not simply `can` (routes that are not a listing's). */
  allowed?: (who: Who) => boolean;
  /** Refusals that hide a booking from outsiders answer 404 to them, as before teams. */
  hidesFromOutsiders?: boolean;
}

const STAFF_OF: Partial<Record<Who, StaffRole>> = {
  manager: 'manager',
  front_desk: 'front_desk',
  accountant: 'accountant',
};

/** What the one policy says for this person at the venue. */
function expectedAllowed(route: Route, who: Who): boolean {
  if (route.allowed) return route.allowed(who);
  if (who === 'anonymous' || who === 'player' || who === 'elsewhere') return false;
  const owner = 'owner-id';
  const person = {
    id: who === 'owner' ? owner : 'someone',
    role:
      who === 'owner'
        ? ('owner' as const)
        : who === 'admin'
          ? ('admin' as const)
          : ('user' as const),
  };
  return can(person, route.capability, { owner, staffRole: STAFF_OF[who] ?? null });
}

let slotCount = 0;
/** A fresh hour inside the desk's week: tomorrow to today + 6, 6 AM to 11 PM. */
function freshSlot() {
  const n = slotCount++;
  const start = 6 * 60 + (n % 17) * 60;
  return { date: addDays(TODAY, 1 + (Math.floor(n / 17) % 6)), start, end: start + 60 };
}

async function paidBooking(scene: Scene, db: Db) {
  const { date: day, start, end } = scene.slot();
  return createBooking(db, {
    turfId: scene.turfId,
    userId: scene.playerId,
    day,
    startMinute: start,
    endMinute: end,
  });
}

async function venueBooking(scene: Scene) {
  const made = await teamCall(
    t,
    'POST',
    `/api/v1/owner/turfs/${scene.turfId}/venue-bookings`,
    scene.cookies.owner,
    {
      ...scene.slot(),
      customerName: 'Walk In',
      customerPhone: '98200 12345',
      paidBy: 'unpaid',
    },
  );
  if (made.statusCode !== 201) throw new Error(`walk-in: ${made.body}`);
  return made.json<{ booking: { _id: string } }>().booking._id;
}

async function block(scene: Scene) {
  const made = await teamCall(
    t,
    'POST',
    `/api/v1/owner/turfs/${scene.turfId}/blocks`,
    scene.cookies.owner,
    { ...scene.slot(), reason: 'Repairs' },
  );
  if (made.statusCode !== 201) throw new Error(`block: ${made.body}`);
  return made.json<{ blockIds: string[] }>().blockIds[0]!;
}

async function extraCourt(scene: Scene) {
  const made = await teamCall(
    t,
    'POST',
    `/api/v1/owner/turfs/${scene.turfId}/courts`,
    scene.cookies.owner,
    { name: `Court ${Math.random().toString(36).slice(2, 8)}`, sports: ['football'] },
  );
  if (made.statusCode !== 201) throw new Error(`court: ${made.body}`);
  const rows = await t.database.db.select().from(courts).where(eq(courts.turfId, scene.turfId));
  return rows.at(-1)!.id;
}

const owner = (path: string) => `/api/v1/owner${path}`;
const at = (scene: Scene, path = '') => owner(`/turfs/${scene.turfId}${path}`);

const WEEK_PRICES = {
  base: '1200.00',
  bands: [{ days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', perHour: '1800.00' }],
  specialDays: [],
  lastMinute: null,
};

/** Every owner route with the capability it needs (docs/decisions/066, the route table). */
const ROUTES: Route[] = [
  // The calendar and the desk.
  {
    name: 'calendar',
    capability: 'calendar',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/calendar') }),
  },
  {
    name: 'venue bookings list',
    capability: 'calendar',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/venue-bookings') }),
  },
  {
    name: "the turf's waitlist",
    capability: 'calendar',
    write: false,
    call: async (s) => ({ method: 'GET', url: `/api/v1/waitlist/turf/${s.turfId}` }),
  },
  {
    name: "the owner's bookings table (grid, view=owner)",
    capability: 'calendar',
    write: false,
    call: async (s) => ({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${s.turfId}?view=owner&from=${TODAY}&to=${IN_WEEK}`,
    }),
  },
  {
    name: 'block a time',
    capability: 'blocks',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: at(s, '/blocks'),
      body: { ...s.slot(), reason: 'Repairs' },
    }),
  },
  {
    name: 'remove a block',
    capability: 'blocks',
    write: true,
    call: async (s) => ({ method: 'DELETE', url: at(s, `/blocks/${await block(s)}`) }),
  },
  {
    name: 'record a walk-in',
    capability: 'desk_bookings',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: at(s, '/venue-bookings'),
      body: {
        ...s.slot(),
        customerName: 'Ravi Shah',
        customerPhone: '98200 12345',
        paidBy: 'cash',
      },
    }),
  },
  {
    name: 'mark a walk-in paid',
    capability: 'desk_bookings',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: owner(`/venue-bookings/${await venueBooking(s)}/paid`),
      body: { method: 'cash' },
    }),
  },
  {
    name: 'check in by reference',
    capability: 'attendance',
    write: false,
    hidesFromOutsiders: true,
    call: async (s, db) => ({
      method: 'GET',
      url: owner(`/check-in/${(await paidBooking(s, db)).reference}`),
    }),
  },
  {
    name: 'mark arrived',
    capability: 'attendance',
    write: true,
    call: async (s, db) => {
      // Arrived opens 30 minutes before the start: a booking at 10:00 today, venue time.
      const booking = await createBooking(db, {
        turfId: s.turfId,
        userId: s.playerId,
        day: TODAY,
        startMinute: 10 * 60,
        endMinute: 11 * 60,
        courtId: await extraCourt(s),
      });
      return {
        method: 'POST',
        url: owner(`/bookings/${booking.id}/attendance`),
        body: { mark: 'arrived' },
      };
    },
  },
  {
    name: 'attendance day',
    capability: 'attendance',
    write: false,
    call: async (s) => ({ method: 'GET', url: owner(`/attendance?turfId=${s.turfId}`) }),
  },
  // Cancels.
  {
    name: 'rain-out preview',
    capability: 'cancel',
    write: false,
    call: async (s) => ({
      method: 'GET',
      url: at(s, `/cancellations/preview?date=${IN_WEEK}&start=360&end=420`),
    }),
  },
  {
    name: 'rain-out',
    capability: 'cancel',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: at(s, '/cancellations'),
      body: { ...s.slot(), reason: 'Rain' },
    }),
  },
  {
    name: "owner's cancel of a booking",
    capability: 'cancel',
    write: true,
    call: async (s, db) => ({
      method: 'POST',
      url: owner(`/bookings/${(await paidBooking(s, db)).id}/cancel`),
      body: { reason: 'Pitch closed' },
    }),
  },
  {
    name: 'cancel a walk-in',
    capability: 'cancel',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: owner(`/venue-bookings/${await venueBooking(s)}/cancel`),
    }),
  },
  // Courts, hours, prices, the listing.
  {
    name: 'opening hours',
    capability: 'courts',
    write: true,
    call: async (s) => ({
      method: 'PUT',
      url: at(s, '/opening-hours'),
      body: { openingHours: Array(7).fill({ open: 360, close: 1380 }) },
    }),
  },
  {
    name: "a court's opening hours",
    capability: 'courts',
    write: true,
    call: async (s) => ({
      method: 'PUT',
      url: at(s, `/courts/${s.courtId}/opening-hours`),
      body: { openingHours: Array(7).fill({ open: 420, close: 1320 }) },
    }),
  },
  {
    name: 'add a court',
    capability: 'courts',
    write: true,
    call: async (s) => ({
      method: 'POST',
      url: at(s, '/courts'),
      body: { name: `New ${Math.random().toString(36).slice(2, 8)}`, sports: ['football'] },
    }),
  },
  {
    name: 'rename a court',
    capability: 'courts',
    write: true,
    call: async (s) => ({
      method: 'PATCH',
      url: at(s, `/courts/${s.courtId}`),
      body: { name: `Main ${Math.random().toString(36).slice(2, 8)}` },
    }),
  },
  {
    name: 'retire a court',
    capability: 'courts',
    write: true,
    call: async (s) => ({ method: 'DELETE', url: at(s, `/courts/${await extraCourt(s)}`) }),
  },
  {
    name: 'read prices',
    capability: 'prices',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/pricing') }),
  },
  {
    name: 'save prices',
    capability: 'prices',
    write: true,
    call: async (s) => ({ method: 'PUT', url: at(s, '/pricing'), body: WEEK_PRICES }),
  },
  {
    name: "read a court's prices",
    capability: 'prices',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, `/courts/${s.courtId}/pricing`) }),
  },
  {
    name: "save a court's prices",
    capability: 'prices',
    write: true,
    call: async (s) => ({
      method: 'PUT',
      url: at(s, `/courts/${s.courtId}/pricing`),
      body: WEEK_PRICES,
    }),
  },
  {
    name: "clear a court's prices",
    capability: 'prices',
    write: true,
    call: async (s) => ({ method: 'DELETE', url: at(s, `/courts/${s.courtId}/pricing`) }),
  },
  {
    name: 'edit the listing',
    capability: 'edit_listing',
    write: true,
    call: async (s, db) => {
      const [turf] = await db.select().from(turfs).where(eq(turfs.id, s.turfId));
      return {
        method: 'PUT',
        url: `/api/v1/turf/${s.turfId}`,
        body: {
          name: turf!.name,
          images: turf!.imageUrl,
          address: turf!.address,
          location: turf!.location,
          price: turf!.pricePaise / 100,
          description: `Edited ${Math.random().toString(36).slice(2, 8)}`,
          sports_type: turf!.sportsType,
          linkes: turf!.mapsLink,
        },
      };
    },
  },
  {
    name: 'make a promo code for the listing',
    capability: 'promo_codes',
    write: true,
    // The owner's promo route is never the admin's (she has her own, as before teams).
    allowed: (who) => who === 'owner' || who === 'manager',
    call: async (s) => ({
      method: 'POST',
      url: owner('/promo-codes'),
      body: {
        code: `m${Math.random().toString(36).slice(2, 9)}`,
        percentOff: 10,
        validFrom: '2030-05-01T00:00:00+05:30',
        validTo: '2030-06-01T00:00:00+05:30',
        maxUses: 100,
        maxUsesPerPlayer: 1,
        minAmount: 0,
        firstBookingOnly: false,
        turfIds: [s.turfId],
      },
    }),
  },
  // Numbers.
  {
    name: 'bookings CSV',
    capability: 'numbers',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/bookings.csv') }),
  },
  {
    name: 'invoice register',
    capability: 'numbers',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/invoice-register.csv') }),
  },
  {
    name: 'read tax details',
    capability: 'numbers',
    write: false,
    call: async (s) => ({ method: 'GET', url: at(s, '/tax-details') }),
  },
  {
    name: 'save tax details',
    capability: 'tax_details',
    write: true,
    call: async (s) => ({
      method: 'PUT',
      url: at(s, '/tax-details'),
      body: { legalName: 'Sunrise Sports LLP', gstin: '27AAPFU0939F1ZV', state: '27' },
    }),
  },
  // The owner's own money: never a listing's team's, nor the admin's on these routes.
  {
    name: 'payout account',
    capability: 'payout_details',
    write: false,
    allowed: (who) => who === 'owner',
    call: async () => ({ method: 'GET', url: owner('/payout-account') }),
  },
  {
    name: 'payout statements',
    capability: 'payout_details',
    write: false,
    allowed: (who) => who === 'owner',
    call: async () => ({ method: 'GET', url: owner('/statements') }),
  },
];

/** The rows a refused write must leave as they were. */
async function snapshot(db: Db, turfId: string) {
  const [turfRows, courtRows, bookingRows, codeRows, staffRows] = await Promise.all([
    db.select().from(turfs).where(eq(turfs.id, turfId)),
    db.select().from(courts).where(eq(courts.turfId, turfId)).orderBy(courts.id),
    db.select().from(bookings).where(eq(bookings.turfId, turfId)).orderBy(bookings.id),
    db
      .select({ code: promoCodes.code, turfId: promoCodeTurfs.turfId })
      .from(promoCodeTurfs)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeTurfs.codeId))
      .where(eq(promoCodeTurfs.turfId, turfId))
      .orderBy(promoCodes.code),
    db.select().from(venueStaff).where(eq(venueStaff.turfId, turfId)).orderBy(venueStaff.id),
  ]);
  return { turfRows, courtRows, bookingRows, codeRows, staffRows };
}

async function venueScene(harness: TestHarness): Promise<Scene> {
  harness.setNow(TEST_NOW);
  const db = harness.database.db;
  const venueOwner = await createUser(db, 'owner', 'Venue Owner');
  const turf = await createTurf(db, venueOwner.id, { name: 'Matrix Arena' });
  const [court] = await db.select().from(courts).where(eq(courts.turfId, turf.id));
  const ownerCookie = await cookieFor(harness.app, venueOwner);
  const otherOwner = await createUser(db, 'owner', 'Other Owner');
  const otherTurf = await createTurf(db, otherOwner.id, { name: 'Elsewhere Arena' });
  const otherCookie = await cookieFor(harness.app, otherOwner);
  const [manager, frontDesk, accountant, elsewhere] = await Promise.all([
    staffMember(harness, turf.id, ownerCookie, 'manager'),
    staffMember(harness, turf.id, ownerCookie, 'front_desk'),
    staffMember(harness, turf.id, ownerCookie, 'accountant'),
    staffMember(harness, otherTurf.id, otherCookie, 'manager', 'Manager Elsewhere'),
  ]);
  const player = await createUser(db, 'user', 'Plain Player');
  const admin = await createUser(db, 'admin');
  return {
    turfId: turf.id,
    courtId: court!.id,
    ownerId: venueOwner.id,
    playerId: player.id,
    cookies: {
      owner: ownerCookie,
      manager: manager.cookie,
      front_desk: frontDesk.cookie,
      accountant: accountant.cookie,
      elsewhere: elsewhere.cookie,
      player: await cookieFor(harness.app, player),
      anonymous: null,
      admin: await cookieFor(harness.app, admin),
    },
    slot: freshSlot,
  };
}

function describeRoutes(title: string, routes: Route[]) {
  describe(title, () => {
    it('answers each person as the policy says, and a refused write changes nothing', async () => {
      const scene = await venueScene(t);
      const db = t.database.db;
      for (const route of routes) {
        for (const who of EVERYONE) {
          const call = await route.call(scene, db);
          const before = route.write ? await snapshot(db, scene.turfId) : null;
          const answer = await teamCall(t, call.method, call.url, scene.cookies[who], call.body);
          const label = `${route.name} (${call.method} ${call.url}) as ${who}: ${answer.body.slice(0, 300)}`;
          if (expectedAllowed(route, who)) {
            expect(answer.statusCode, label).toBeGreaterThanOrEqual(200);
            expect(answer.statusCode, label).toBeLessThan(300);
            continue;
          }
          const outsider = who === 'player' || who === 'elsewhere';
          const statuses =
            route.hidesFromOutsiders && outsider ? [403, 404] : who === 'anonymous' ? [401] : [403];
          expect(statuses, label).toContain(answer.statusCode);
          expect(answer.json(), label).toEqual({
            success: false,
            code: expect.any(String),
            message: expect.any(String),
          });
          if (!route.allowed && (who === 'manager' || who === 'front_desk' || who === 'accountant'))
            expect(answer.json().code, label).toBe('not_your_role');
          if (who === 'elsewhere' && !route.allowed && !route.hidesFromOutsiders)
            expect(answer.json().code, label).toMatch(
              /^(not_your_turf|not_permitted|bookings_not_yours)$/,
            );
          if (before)
            expect(await snapshot(db, scene.turfId), `${label}: unchanged`).toEqual(before);
        }
      }
    });
  });
}

describeRoutes(
  'the calendar, the desk and attendance',
  ROUTES.filter((route) =>
    ['calendar', 'blocks', 'desk_bookings', 'attendance'].includes(route.capability),
  ),
);
describeRoutes(
  'cancels and rain-outs',
  ROUTES.filter((route) => route.capability === 'cancel'),
);
describeRoutes(
  'courts, prices, the listing and its promo codes',
  ROUTES.filter((route) =>
    ['courts', 'prices', 'edit_listing', 'promo_codes'].includes(route.capability),
  ),
);
describeRoutes(
  'numbers, tax details and the owner’s own money',
  ROUTES.filter((route) => ['numbers', 'tax_details', 'payout_details'].includes(route.capability)),
);

describe('the front desk’s week: today and the next six days, venue time', () => {
  it('is refused any day outside it, writes nothing, and the manager is not', async () => {
    const scene = await venueScene(t);
    const db = t.database.db;
    const cases: { name: string; call: () => Promise<Call> }[] = [
      {
        name: 'calendar from tomorrow',
        call: async () => ({
          method: 'GET',
          url: at(scene, `/calendar?from=${addDays(TODAY, 1)}`),
        }),
      },
      {
        name: 'calendar of last week',
        call: async () => ({
          method: 'GET',
          url: at(scene, `/calendar?from=${addDays(TODAY, -7)}`),
        }),
      },
      {
        name: 'venue bookings of last month',
        call: async () => ({
          method: 'GET',
          url: at(scene, `/venue-bookings?from=${addDays(TODAY, -30)}&to=${TODAY}`),
        }),
      },
      {
        name: 'venue bookings to next week',
        call: async () => ({
          method: 'GET',
          url: at(scene, `/venue-bookings?from=${TODAY}&to=${PAST_WEEK}`),
        }),
      },
      {
        name: 'block in 7 days',
        call: async () => ({
          method: 'POST',
          url: at(scene, '/blocks'),
          body: { ...scene.slot(), date: PAST_WEEK, reason: 'x' },
        }),
      },
      {
        name: 'weekly block reaching past the week',
        call: async () => ({
          method: 'POST',
          url: at(scene, '/blocks'),
          body: { ...scene.slot(), reason: 'x', repeatWeeks: 2 },
        }),
      },
      {
        name: 'walk-in in 7 days',
        call: async () => ({
          method: 'POST',
          url: at(scene, '/venue-bookings'),
          body: {
            ...scene.slot(),
            date: PAST_WEEK,
            customerName: 'Ravi',
            customerPhone: '98200 12345',
            paidBy: 'cash',
          },
        }),
      },
      {
        name: 'attendance of two days ago',
        call: async () => ({
          method: 'GET',
          url: owner(`/attendance?turfId=${scene.turfId}&date=${addDays(TODAY, -2)}`),
        }),
      },
      {
        name: 'remove a block in 7 days',
        call: async () => {
          const made = await teamCall(t, 'POST', at(scene, '/blocks'), scene.cookies.owner, {
            ...scene.slot(),
            date: PAST_WEEK,
            reason: 'x',
          });
          return { method: 'DELETE', url: at(scene, `/blocks/${made.json().blockIds[0]}`) };
        },
      },
    ];
    for (const { name, call: make } of cases) {
      const call = await make();
      const before = await snapshot(db, scene.turfId);
      const desk = await teamCall(t, call.method, call.url, scene.cookies.front_desk, call.body);
      expect(desk.statusCode, `${name}: ${desk.body}`).toBe(403);
      expect(desk.json(), name).toMatchObject({ success: false, code: 'outside_desk_window' });
      expect(await snapshot(db, scene.turfId), `${name}: unchanged`).toEqual(before);
      const again = await make();
      const manager = await teamCall(t, again.method, again.url, scene.cookies.manager, again.body);
      // The manager passes the desk's week (a walk-in still has its own, shared/date-windows).
      expect(manager.statusCode, `${name} as manager: ${manager.body}`).not.toBe(403);
    }
    // Inside the week, at both ends: today, and today + 6.
    for (const date of [TODAY, addDays(TODAY, 6)]) {
      const walkIn = await teamCall(
        t,
        'POST',
        at(scene, '/venue-bookings'),
        scene.cookies.front_desk,
        {
          date,
          start: 22 * 60,
          end: 23 * 60,
          customerName: 'Edge',
          customerPhone: '98200 12345',
          paidBy: 'cash',
        },
      );
      expect(walkIn.statusCode, walkIn.body).toBe(201);
    }
    const week = await teamCall(t, 'GET', at(scene, '/venue-bookings'), scene.cookies.front_desk);
    expect(week.statusCode, week.body).toBe(200);
    const yesterday = await teamCall(
      t,
      'GET',
      owner(`/attendance?turfId=${scene.turfId}&date=${addDays(TODAY, -1)}`),
      scene.cookies.front_desk,
    );
    expect(yesterday.statusCode, yesterday.body).toBe(200);
  });
});

describe('routes that are not one listing’s', () => {
  it('image upload: owners and managers; the front desk, accountant, players and the admin 403', async () => {
    const scene = await venueScene(t);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const who of EVERYONE) {
      const boundary = 'matrixboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const cookie = scene.cookies[who];
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/image',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(cookie ? { cookie } : {}),
        },
        payload,
      });
      const allowed = who === 'owner' || who === 'manager' || who === 'elsewhere';
      if (allowed) expect(answer.statusCode, `${who}: ${answer.body}`).toBe(200);
      else expect(answer.statusCode, who).toBe(who === 'anonymous' ? 401 : 403);
    }
  });

  it('promo codes list: a manager reads the listing’s codes, the front desk is refused', async () => {
    const scene = await venueScene(t);
    const made = await teamCall(t, 'POST', owner('/promo-codes'), scene.cookies.owner, {
      code: 'matrix10',
      percentOff: 10,
      validFrom: '2030-05-01T00:00:00+05:30',
      validTo: '2030-06-01T00:00:00+05:30',
      maxUses: 100,
      maxUsesPerPlayer: 1,
      minAmount: 0,
      firstBookingOnly: false,
      turfIds: [scene.turfId],
    });
    expect(made.statusCode, made.body).toBe(201);
    const codes = async (who: Who) => teamCall(t, 'GET', owner('/promo-codes'), scene.cookies[who]);
    expect((await codes('manager')).json().promoCodes.map((c: { code: string }) => c.code)).toEqual(
      ['MATRIX10'],
    );
    expect((await codes('elsewhere')).json().promoCodes).toEqual([]);
    for (const who of ['front_desk', 'accountant'] as const) {
      const refused = await codes(who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().code).toBe('not_your_role');
    }
    expect((await codes('player')).statusCode).toBe(403);
    expect((await codes('anonymous')).statusCode).toBe(401);
  });

  it('an unlisted listing: its team sees it, a player and another venue’s staff do not', async () => {
    const scene = await venueScene(t);
    await t.database.db.update(turfs).set({ approved: false }).where(eq(turfs.id, scene.turfId));
    for (const who of EVERYONE) {
      const answer = await teamCall(
        t,
        'GET',
        `/api/v1/turf/turf/${scene.turfId}`,
        scene.cookies[who],
      );
      const sees = ['owner', 'admin', 'manager', 'front_desk', 'accountant'].includes(who);
      expect(answer.statusCode, `${who}: ${answer.body.slice(0, 200)}`).toBe(sees ? 200 : 404);
    }
  });
});
