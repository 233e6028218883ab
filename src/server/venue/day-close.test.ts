import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DayCloseAnswer } from '../../shared/api/day-close-contract';
import { DAY_CLOSE_MESSAGES } from '../../shared/day-close';
import { bookings } from '../db/schema-bookings';
import { auditEntries, dayCloses } from '../db/schema-venue-team';
import { createTurf, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking, venueBookingAction } from '../testing/venue-booking-kit';

// Money at the desk and the day close (docs/decisions/066): who took each payment and how, the
// day's takings per method and per person, the close, its refusals, and what comes after it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function scene() {
  const owner = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, owner.id, { pricePaise: 100_000 });
  const ownerCookie = await cookieFor(t.app, owner);
  return { owner, turf, ownerCookie };
}

/** A walk-in at `hour` on 2030-05-12, priced `price` rupees, paid by `paidBy`, by `cookie`. */
async function walkIn(cookie: string, turfId: string, hour: number, price: string, paidBy: string) {
  const answer = await recordVenueBooking(t.app, cookie, turfId, {
    start: hour * 60,
    end: hour * 60 + 60,
    price,
    paidBy,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().booking as { _id: string; reference: string; paidByStaff: unknown };
}

const dayClose = (cookie: string | null, turfId: string, date = TEST_DAY) =>
  teamCall(t, 'GET', `/api/v1/owner/turfs/${turfId}/day-close?date=${date}`, cookie);
const close = (cookie: string | null, turfId: string, body: object) =>
  teamCall(t, 'POST', `/api/v1/owner/turfs/${turfId}/day-close`, cookie, {
    date: TEST_DAY,
    ...body,
  });

async function closesOf(turfId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(dayCloses)
    .where(eq(dayCloses.turfId, turfId));
  return row!.n;
}

async function auditOf(turfId: string, action: string) {
  return t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.turfId, turfId), eq(auditEntries.action, action)));
}

describe('a payment at the desk', () => {
  it('names who took it and how, and each step writes its audit entry', async () => {
    const { owner, turf, ownerCookie } = await scene();
    const desk = await staffMember(t, turf.id, ownerCookie, 'front_desk', 'Desk Asha');

    const cash = await walkIn(ownerCookie, turf.id, 6, '500', 'cash');
    expect(cash.paidByStaff).toEqual({ _id: owner.id, fullname: 'Owner Rao' });
    const unpaid = await walkIn(desk.cookie, turf.id, 8, '700', 'unpaid');
    expect(unpaid.paidByStaff).toBeNull();

    const paid = await venueBookingAction(t.app, desk.cookie, unpaid._id, 'paid', {
      method: 'card',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking).toMatchObject({
      paidBy: 'card',
      paidByStaff: { _id: desk.user.id, fullname: 'Desk Asha' },
    });
    const [row] = await t.database.db
      .select({ by: bookings.venuePaidBy })
      .from(bookings)
      .where(eq(bookings.id, unpaid._id));
    expect(row!.by).toBe(desk.user.id);

    const created = await auditOf(turf.id, 'desk_booking.create');
    expect(created.map((entry) => [entry.actorName, entry.actorRole]).sort()).toEqual([
      ['Desk Asha', 'front_desk'],
      ['Owner Rao', 'owner'],
    ]);
    const [paidEntry] = await auditOf(turf.id, 'desk_booking.paid');
    expect(paidEntry).toMatchObject({
      actorId: desk.user.id,
      target: unpaid.reference,
      before: expect.objectContaining({ paidBy: 'unpaid' }),
      after: expect.objectContaining({ paidBy: 'card', takenBy: 'Desk Asha' }),
    });

    // The front desk does not cancel; the owner does, and the log says so.
    expect((await venueBookingAction(t.app, desk.cookie, cash._id, 'cancel')).statusCode).toBe(403);
    expect((await venueBookingAction(t.app, ownerCookie, cash._id, 'cancel')).statusCode).toBe(200);
    const [cancelled] = await auditOf(turf.id, 'desk_booking.cancel');
    expect(cancelled).toMatchObject({
      actorRole: 'owner',
      before: expect.objectContaining({ status: 'confirmed' }),
      after: expect.objectContaining({ status: 'cancelled' }),
    });
  });

  it('leaves nothing, not even an audit entry, when the time is taken', async () => {
    const { turf, ownerCookie } = await scene();
    await walkIn(ownerCookie, turf.id, 6, '500', 'cash');
    const twice = await recordVenueBooking(t.app, ownerCookie, turf.id, {
      start: 6 * 60,
      end: 7 * 60,
      paidBy: 'upi',
    });
    expect(twice.statusCode).toBe(409);
    expect(await auditOf(turf.id, 'desk_booking.create')).toHaveLength(1);
  });
});

describe('the day close', () => {
  it('adds up the day per method and per person, closes it once, and reads it back', async () => {
    const { owner, turf, ownerCookie } = await scene();
    const desk = await staffMember(t, turf.id, ownerCookie, 'front_desk', 'Desk Asha');
    const manager = await staffMember(t, turf.id, ownerCookie, 'manager', 'Manager Meena');
    await walkIn(ownerCookie, turf.id, 6, '500', 'cash');
    await walkIn(desk.cookie, turf.id, 7, '400.50', 'cash');
    await walkIn(desk.cookie, turf.id, 8, '300', 'upi');
    await walkIn(manager.cookie, turf.id, 9, '250', 'card');
    const gone = await walkIn(ownerCookie, turf.id, 10, '999', 'cash');
    await venueBookingAction(t.app, ownerCookie, gone._id, 'cancel');
    // A payment recorded before teams has no taker: it counts under the owner.
    const legacy = await walkIn(ownerCookie, turf.id, 11, '100', 'upi');
    await t.database.db
      .update(bookings)
      .set({ venuePaidBy: null })
      .where(eq(bookings.id, legacy._id));

    const before = await dayClose(ownerCookie, turf.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      date: TEST_DAY,
      expected: { cash: '900.50', upi: '400.00', card: '250.00' },
      byStaff: expect.arrayContaining([
        { userId: owner.id, fullname: 'Owner Rao', cash: '500.00', upi: '100.00', card: '0.00' },
        {
          userId: desk.user.id,
          fullname: 'Desk Asha',
          cash: '400.50',
          upi: '300.00',
          card: '0.00',
        },
        {
          userId: manager.user.id,
          fullname: 'Manager Meena',
          cash: '0.00',
          upi: '0.00',
          card: '250.00',
        },
      ]),
      counted: null,
      difference: null,
      note: null,
      closedBy: null,
      closedAt: null,
      takenAfterClose: null,
      scope: 'venue',
    });
    expect(before.json<DayCloseAnswer>().byStaff).toHaveLength(3);

    // The front desk reads only what they took.
    const own = await dayClose(desk.cookie, turf.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      expected: { cash: '400.50', upi: '300.00', card: '0.00' },
      byStaff: [{ userId: desk.user.id, cash: '400.50' }],
      scope: 'own',
    });

    // ₹100 short: a note is needed.
    const noNote = await close(manager.cookie, turf.id, { counted: { cash: '800.50' } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(DAY_CLOSE_MESSAGES.noteNeeded);
    expect(await closesOf(turf.id)).toBe(0);

    const closed = await close(manager.cookie, turf.id, {
      counted: { cash: '800.50' },
      note: 'Change given twice',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({
      expected: { cash: '900.50', upi: '400.00', card: '250.00' },
      counted: { cash: '800.50' },
      difference: '-100.00',
      note: 'Change given twice',
      closedBy: { fullname: 'Manager Meena' },
      closedAt: TEST_NOW.toISOString(),
      takenAfterClose: { cash: '0.00', upi: '0.00', card: '0.00' },
    });
    const [entry] = await auditOf(turf.id, 'day.close');
    expect(entry).toMatchObject({
      actorId: manager.user.id,
      actorRole: 'manager',
      target: TEST_DAY,
      after: expect.objectContaining({ difference: '-100.00' }),
    });

    const again = await close(ownerCookie, turf.id, { counted: { cash: '900.50' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('day_already_closed');

    // A payment taken later that day is shown apart; the closed figures stand.
    t.setNow(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));
    await walkIn(desk.cookie, turf.id, 12, '200', 'cash');
    const after = await dayClose(ownerCookie, turf.id);
    expect(after.json()).toMatchObject({
      expected: { cash: '900.50', upi: '400.00', card: '250.00' },
      counted: { cash: '800.50' },
      difference: '-100.00',
      takenAfterClose: { cash: '200.00', upi: '0.00', card: '0.00' },
    });
    const deskAfter = await dayClose(desk.cookie, turf.id);
    expect(deskAfter.json()).toMatchObject({
      expected: { cash: '400.50' },
      counted: null,
      difference: null,
      note: null,
      closedBy: { fullname: 'Manager Meena' },
      takenAfterClose: { cash: '200.00' },
    });
  });

  it('closes a day with nothing taken, and an even count needs no note', async () => {
    const { turf, ownerCookie } = await scene();
    const closed = await close(ownerCookie, turf.id, { counted: { cash: '0' } });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({ difference: '0.00', note: '', scope: 'venue' });
  });

  it('refuses a day not yet begun and cash counted that is not rupees, writing nothing', async () => {
    const { turf, ownerCookie } = await scene();
    const future = await close(ownerCookie, turf.id, {
      date: '2030-05-11',
      counted: { cash: '0' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('day_close_future');
    for (const [cash, code] of [
      ['12.345', 'day_close_counted_invalid'],
      ['-1', 'day_close_counted_invalid'],
      ['abc', 'day_close_counted_invalid'],
      ['1e3', 'day_close_counted_invalid'],
      ['99999999999', 'day_close_counted_too_high'],
    ]) {
      const answer = await close(ownerCookie, turf.id, { counted: { cash }, note: 'x' });
      expect(answer.statusCode, cash).toBe(400);
      expect(answer.json().code, cash).toBe(code);
    }
    const badDate = await close(ownerCookie, turf.id, {
      date: '2030-13-01',
      counted: { cash: '0' },
    });
    expect(badDate.statusCode).toBe(400);
    // Far dates are outside the calendar's window, as on every route that takes a date.
    for (const far of ['9999-12-31', '0001-01-01']) {
      const farClose = await close(ownerCookie, turf.id, { date: far, counted: { cash: '0' } });
      expect(farClose.statusCode).toBe(400);
      expect((await dayClose(ownerCookie, turf.id, far)).statusCode).toBe(400);
    }
    // A past day may be closed late.
    const yesterday = await close(ownerCookie, turf.id, {
      date: '2030-05-09',
      counted: { cash: '0' },
    });
    expect(yesterday.statusCode).toBe(201);
    expect(await closesOf(turf.id)).toBe(1);
  });

  it('lets exactly one of two closes at once win', async () => {
    const { turf, ownerCookie } = await scene();
    const manager = await staffMember(t, turf.id, ownerCookie, 'manager');
    await walkIn(ownerCookie, turf.id, 6, '500', 'cash');
    const answers = await Promise.all([
      close(ownerCookie, turf.id, { counted: { cash: '500' } }),
      close(manager.cookie, turf.id, { counted: { cash: '500' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await closesOf(turf.id)).toBe(1);
    expect(await auditOf(turf.id, 'day.close')).toHaveLength(1);
  });

  it('refuses everyone else, and a refused close leaves nothing', async () => {
    const { turf, ownerCookie } = await scene();
    const accountant = await staffMember(t, turf.id, ownerCookie, 'accountant');
    const desk = await staffMember(t, turf.id, ownerCookie, 'front_desk');
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const otherOwner = await createUser(t.database.db, 'owner');
    const otherCookie = await cookieFor(t.app, otherOwner);
    const otherTurf = await createTurf(t.database.db, otherOwner.id);
    const elsewhere = await staffMember(t, otherTurf.id, otherCookie, 'manager');
    const body = { counted: { cash: '0' } };

    const refusals: [string | null, number, string | null][] = [
      [accountant.cookie, 403, 'not_your_role'],
      [player, 403, 'not_your_turf'],
      [otherCookie, 403, 'not_your_turf'],
      [elsewhere.cookie, 403, 'not_your_turf'],
      [null, 401, null],
    ];
    for (const [cookie, status, code] of refusals) {
      for (const answer of [await dayClose(cookie, turf.id), await close(cookie, turf.id, body)]) {
        expect(answer.statusCode).toBe(status);
        if (code) expect(answer.json().code).toBe(code);
      }
    }
    const deskClose = await close(desk.cookie, turf.id, body);
    expect(deskClose.statusCode).toBe(403);
    expect(deskClose.json().code).toBe('not_your_role');
    expect(await closesOf(turf.id)).toBe(0);
    expect(await auditOf(turf.id, 'day.close')).toHaveLength(0);
  });
});
