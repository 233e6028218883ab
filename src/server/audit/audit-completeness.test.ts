import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS } from '../../shared/opening-hours';
import { courts } from '../db/schema';
import { auditEntries } from '../db/schema-venue-team';
import { bookAndPay } from '../testing/aftercare-kit';
import { at, GAME, markAttendance } from '../testing/check-in-kit';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { PAYOUT_DETAILS, putPayoutAccount } from '../testing/payout-kit';
import { createPromo, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';
import { savePriceRules } from '../turfs/pricing-service';
import { rulesWithBase } from '../../shared/price-rules';

// The audit log's completeness (docs/decisions/066): each change to a listing and its money
// writes its entry, with who did it (owner, a manager, the admin) and the values before and
// after, in the change's own transaction: a change refused writes nothing.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
let clock = TEST_NOW.getTime();
beforeEach(() => {
  clock = TEST_NOW.getTime();
  t.setNow(TEST_NOW);
});
/** A minute on: entries written at one fixed instant would have no order between them. */
function tick() {
  clock += 60_000;
  t.setNow(new Date(clock));
}

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.
const SUNDAY = '2030-05-12';
const H = 60;
const owner = (path: string) => `/api/v1/owner${path}`;

async function venue() {
  const keeper = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, keeper.id, { name: 'Audit Turf' });
  const admin = await createUser(t.database.db, 'admin', 'Admin Anu');
  const player = await createUser(t.database.db, 'user', 'Priya Nair');
  return {
    keeper,
    turf,
    player,
    ownerCookie: await cookieFor(t.app, keeper),
    adminCookie: await cookieFor(t.app, admin),
    playerCookie: await cookieFor(t.app, player),
  };
}

/** The listing's entries, oldest first, without the team's own (its invitations). */
async function entriesOf(turfId: string) {
  const rows = await t.database.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.turfId, turfId))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
  return rows
    .filter((row) => !row.action.startsWith('team.'))
    .map(({ actorName, actorRole, action, target, before, after }) => ({
      actor: `${actorName} (${actorRole})`,
      action,
      target,
      before,
      after,
    }));
}

describe('each change writes its entry', () => {
  it('prices: the owner, the admin and a manager, each by their role; unchanged prices write nothing', async () => {
    const s = await venue();
    const put = (cookie: string, base: string) =>
      teamCall(t, 'PUT', owner(`/turfs/${s.turf.id}/pricing`), cookie, {
        base,
        bands: [],
        specialDays: [],
        lastMinute: null,
      });
    expect((await put(s.ownerCookie, '1200.00')).statusCode).toBe(200);
    expect((await put(s.ownerCookie, '1200.00')).statusCode).toBe(200);
    expect((await put(s.adminCookie, '1300.00')).statusCode).toBe(200);
    const manager = await staffMember(t, s.turf.id, s.ownerCookie, 'manager', 'Manager Meera');
    await savePriceRules(t.database.db, manager.user, s.turf.id, rulesWithBase(140_000, null));
    expect(await entriesOf(s.turf.id)).toEqual([
      {
        actor: 'Owner Rao (owner)',
        action: 'prices.update',
        target: 'Base price',
        before: { price: '800.00' },
        after: { price: '1200.00' },
      },
      {
        actor: 'Admin Anu (admin)',
        action: 'prices.update',
        target: 'Base price',
        before: { price: '1200.00' },
        after: { price: '1300.00' },
      },
      {
        actor: 'Manager Meera (manager)',
        action: 'prices.update',
        target: 'Base price',
        before: { price: '1300.00' },
        after: { price: '1400.00' },
      },
    ]);
  });

  it('a block and its weekly repeats as one entry, its removal as one; a refused block writes nothing', async () => {
    const s = await venue();
    await createBooking(t.database.db, {
      turfId: s.turf.id,
      userId: s.player.id,
      day: SUNDAY,
      startMinute: 18 * H,
      endMinute: 19 * H,
    });
    const block = (body: object) =>
      teamCall(t, 'POST', owner(`/turfs/${s.turf.id}/blocks`), s.ownerCookie, {
        date: SUNDAY,
        start: 7 * H,
        end: 8 * H,
        reason: 'Repairs',
        ...body,
      });
    expect((await block({ start: 18 * H, end: 19 * H })).statusCode).toBe(409);
    expect(await entriesOf(s.turf.id)).toEqual([]);
    const placed = await block({ repeatWeeks: 3 });
    expect(placed.statusCode, placed.body).toBe(201);
    tick();
    const removed = await teamCall(
      t,
      'DELETE',
      owner(`/turfs/${s.turf.id}/blocks/${placed.json().blockIds[0]}?series=true`),
      s.ownerCookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await entriesOf(s.turf.id)).toEqual([
      {
        actor: 'Owner Rao (owner)',
        action: 'block.add',
        target: '2030-05-12 7:00 AM – 8:00 AM',
        before: null,
        after: { court: 'All courts', reason: 'Repairs', weeks: 3, until: '2030-05-26' },
      },
      {
        actor: 'Owner Rao (owner)',
        action: 'block.remove',
        target: '2030-05-12 7:00 AM – 8:00 AM',
        before: { court: 'All courts', reason: 'Repairs', weeks: 3 },
        after: null,
      },
    ]);
  });

  it('opening hours of the venue and of a court; a refused week writes nothing', async () => {
    const s = await venue();
    const week = DEFAULT_WEEK_HOURS.map((day, index) => (index === 1 ? null : day));
    const url = owner(`/turfs/${s.turf.id}/opening-hours`);
    const bad = DEFAULT_WEEK_HOURS.map(() => ({ open: 20 * H, close: 8 * H }));
    expect((await teamCall(t, 'PUT', url, s.ownerCookie, { openingHours: bad })).statusCode).toBe(
      400,
    );
    expect((await teamCall(t, 'PUT', url, s.ownerCookie, { openingHours: week })).statusCode).toBe(
      200,
    );
    tick();
    const [court] = await t.database.db
      .select({ _id: courts.id, name: courts.name })
      .from(courts)
      .where(eq(courts.turfId, s.turf.id));
    const courtHours = await teamCall(
      t,
      'PUT',
      owner(`/turfs/${s.turf.id}/courts/${court!._id}/opening-hours`),
      s.adminCookie,
      { openingHours: DEFAULT_WEEK_HOURS.map((day, index) => (index === 0 ? null : day)) },
    );
    expect(courtHours.statusCode, courtHours.body).toBe(200);
    const entries = await entriesOf(s.turf.id);
    expect(entries).toHaveLength(2);
    // The one court is named after the listing: the two are told apart by who changed them.
    const venueHours = entries.find(({ actor }) => actor.startsWith('Owner'));
    const ofCourt = entries.find(({ actor }) => actor.startsWith('Admin'));
    expect(venueHours).toEqual({
      actor: 'Owner Rao (owner)',
      action: 'opening_hours.update',
      target: 'Audit Turf',
      before: { Monday: '6:00 AM – 11:59 PM' },
      after: { Monday: 'Closed' },
    });
    expect(ofCourt).toMatchObject({
      actor: 'Admin Anu (admin)',
      action: 'opening_hours.update',
      target: court!.name,
      before: "The venue's hours",
    });
    expect((ofCourt!.after as Record<string, string>).Sunday).toBe('Closed');
  });

  it('courts added, renamed, retired, and priced apart', async () => {
    const s = await venue();
    const url = owner(`/turfs/${s.turf.id}/courts`);
    const added = await teamCall(t, 'POST', url, s.ownerCookie, {
      name: 'Court 2',
      sports: ['football'],
    });
    expect(added.statusCode, added.body).toBe(201);
    tick();
    const courtId = added.json().courts.find((c: { name: string }) => c.name === 'Court 2')._id;
    expect(
      (await teamCall(t, 'PATCH', `${url}/${courtId}`, s.ownerCookie, { name: 'Court B' }))
        .statusCode,
    ).toBe(200);
    tick();
    const priced = await teamCall(t, 'PUT', `${url}/${courtId}/pricing`, s.ownerCookie, {
      base: '1500.00',
      bands: [],
      specialDays: [],
      lastMinute: null,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    tick();
    expect((await teamCall(t, 'DELETE', `${url}/${courtId}`, s.ownerCookie)).statusCode).toBe(200);
    const entries = await entriesOf(s.turf.id);
    expect(entries.map(({ action, target }) => `${action} ${target}`)).toEqual([
      'courts.add Court 2',
      'courts.update Court 2',
      'court_prices.update Court B',
      'courts.retire Court B',
    ]);
    expect(entries[0]!.after).toEqual({ name: 'Court 2', sports: 'football' });
    expect(entries[1]).toMatchObject({ before: { name: 'Court 2' }, after: { name: 'Court B' } });
    expect(entries[2]!.before).toEqual({ pricing: "Court B: the venue's prices" });
    expect(entries[2]!.after).toMatchObject({ pricing: expect.stringContaining('1500.00') });
  });

  it('a listing edit and its GST details', async () => {
    const s = await venue();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/turf/${s.turf.id}`,
      headers: { cookie: s.ownerCookie },
      payload: {
        name: 'Audit Turf Arena',
        images: s.turf.imageUrl,
        address: s.turf.address,
        location: s.turf.location,
        price: s.turf.pricePaise / 100,
        description: s.turf.description,
        sports_type: s.turf.sportsType,
        linkes: s.turf.mapsLink,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    tick();
    const tax = await teamCall(t, 'PUT', owner(`/turfs/${s.turf.id}/tax-details`), s.ownerCookie, {
      legalName: 'Rao Sports LLP',
      gstin: '27AAPFU0939F1ZV',
      state: '27',
    });
    expect(tax.statusCode, tax.body).toBe(200);
    expect(await entriesOf(s.turf.id)).toEqual([
      {
        actor: 'Owner Rao (owner)',
        action: 'listing.edit',
        target: 'Audit Turf',
        before: { name: 'Audit Turf' },
        after: { name: 'Audit Turf Arena' },
      },
      {
        actor: 'Owner Rao (owner)',
        action: 'tax_details.update',
        target: 'GST details',
        before: { legalName: '', gstin: '', state: '' },
        after: { legalName: 'Rao Sports LLP', gstin: '27AAPFU0939F1ZV', state: '27' },
      },
    ]);
  });

  it('a promo code on each listing it is offered at; the payout account on each of the owner’s listings', async () => {
    const s = await venue();
    const second = await createTurf(t.database.db, s.keeper.id, { name: 'Second Turf' });
    const made = await createPromo(
      t.app,
      'owner',
      s.ownerCookie,
      promoTerms({ turfIds: [s.turf.id, second.id] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    tick();
    expect((await putPayoutAccount(t.app, s.ownerCookie, PAYOUT_DETAILS)).statusCode).toBe(200);
    for (const turfId of [s.turf.id, second.id]) {
      const entries = await entriesOf(turfId);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toEqual({
        actor: 'Owner Rao (owner)',
        action: 'promo_code.create',
        target: 'MONSOON10',
        before: null,
        after: { discount: '10%', from: '2030-05-01', to: '2030-06-01', maxUses: 100 },
      });
      expect(entries[1]).toMatchObject({
        actor: 'Owner Rao (owner)',
        action: 'payout_account.update',
        target: 'Payout account',
        before: null,
      });
      const after = entries[1]!.after as Record<string, string>;
      expect(after.bankAccount).toMatch(/^••••\d{4}$/);
      expect(JSON.stringify(after)).not.toContain(PAYOUT_DETAILS.pan);
    }
  });

  it('check-in, no-show and clearing a mark, by the owner and the front desk', async () => {
    const s = await venue();
    const booking = await createBooking(t.database.db, {
      turfId: s.turf.id,
      userId: s.player.id,
      ...GAME,
    });
    const desk = await staffMember(t, s.turf.id, s.ownerCookie, 'front_desk', 'Desk Dev');
    clock = at(GAME.day, '17:45').getTime();
    t.setNow(new Date(clock));
    expect((await markAttendance(t.app, s.ownerCookie, booking.id, 'arrived')).statusCode).toBe(
      200,
    );
    tick();
    expect((await markAttendance(t.app, s.ownerCookie, booking.id, null)).statusCode).toBe(200);
    tick();
    // Too early for a no-show: refused, and nothing written.
    expect((await markAttendance(t.app, s.ownerCookie, booking.id, 'no_show')).statusCode).toBe(
      409,
    );
    const entries = await entriesOf(s.turf.id);
    expect(entries).toEqual([
      {
        actor: 'Owner Rao (owner)',
        action: 'attendance.mark',
        target: booking.reference,
        before: { attendance: 'Not marked' },
        after: { attendance: 'Arrived' },
      },
      {
        actor: 'Owner Rao (owner)',
        action: 'attendance.clear',
        target: booking.reference,
        before: { attendance: 'Arrived' },
        after: { attendance: 'Not marked' },
      },
    ]);
    // The front desk's mark reads as theirs (once the guard lets them: decision 066).
    tick();
    const marked = await markAttendance(t.app, desk.cookie, booking.id, 'arrived');
    if (marked.statusCode === 200)
      expect((await entriesOf(s.turf.id)).at(-1)).toMatchObject({
        actor: 'Desk Dev (front_desk)',
        action: 'attendance.mark',
      });
  });

  it('an owner’s cancel with its refund, and a rain-out as one entry naming its bookings', async () => {
    const s = await venue();
    const slot = (start: string, end: string) => ({
      turfId: s.turf.id,
      date: SUNDAY,
      startTime: start,
      endTime: end,
      amount: '800.00',
    });
    const first = await bookAndPay(t.app, s.playerCookie, slot('6:00 AM', '7:00 AM'));
    await bookAndPay(t.app, s.playerCookie, slot('8:00 AM', '9:00 AM'));
    const cancelled = await teamCall(t, 'POST', owner(`/bookings/${first}/cancel`), s.ownerCookie, {
      reason: 'Pitch repair',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    tick();
    const rained = await teamCall(
      t,
      'POST',
      owner(`/turfs/${s.turf.id}/cancellations`),
      s.adminCookie,
      {
        date: SUNDAY,
        start: 7 * H,
        end: 10 * H,
        reason: 'Rain',
      },
    );
    expect(rained.statusCode, rained.body).toBe(200);
    const entries = await entriesOf(s.turf.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: 'Owner Rao (owner)',
      action: 'booking.cancel',
      target: expect.stringMatching(/^TB-/),
      before: { status: 'confirmed', paid: '800.00' },
      after: { status: 'cancelled', reason: 'Pitch repair', refund: '800.00' },
    });
    expect(entries[1]).toMatchObject({
      actor: 'Admin Anu (admin)',
      action: 'rain_out',
      target: '2030-05-12 7:00 AM – 10:00 AM',
      before: null,
      after: {
        court: 'All courts',
        reason: 'Rain',
        bookings: [expect.stringMatching(/^TB-/)],
        awaitingChoice: 1,
      },
    });
    expect(JSON.stringify(entries)).not.toContain(s.player.mobilenumber ?? 'no number');
  });
});
