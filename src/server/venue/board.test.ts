import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardAnswer, BoardListing } from '../../shared/api/board-contract';
import { addDays } from '../../shared/time';
import { createBooking, createTurf, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';
import { recordVenueBooking } from '../testing/venue-booking-kit';

// Today's board (docs/decisions/066): every court of every listing the person may see the
// calendar of, with the day's entries, arrivals, what is unpaid at the desk and the next free
// times. TEST_NOW is 10:00 AM at the venue on TEST_DAY.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const board = (cookie: string | null, date?: string) =>
  teamCall(t, 'GET', `/api/v1/owner/board${date ? `?date=${date}` : ''}`, cookie);

/**
 * Ravi owns Andheri Arena (two halves and the whole pitch made of them) and Bandra Box; on the
 * Arena today Asha's paid booking on Half A (arrived), an unpaid walk-in on Half B and a block
 * of the whole pitch. Meena owns Colaba Courts, with a front desk of her own.
 */
async function scene() {
  const db = t.database.db;
  const ravi = await createUser(db, 'owner', 'Ravi Owner');
  const raviCookie = await cookieFor(t.app, ravi);
  const { turf: arena, court } = await createTurfWithCourts(
    db,
    ravi.id,
    [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
      { name: 'Whole pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
    ],
    { name: 'Andheri Arena' },
  );
  const box = await createTurf(db, ravi.id, { name: 'Bandra Box' });
  const asha = await createUser(db, 'user', 'Asha Patil');
  const online = await createBooking(db, {
    turfId: arena.id,
    userId: asha.id,
    courtId: court['Half A'],
    day: TEST_DAY,
    startMinute: 11 * 60,
    endMinute: 12 * 60,
    attendance: 'arrived',
    attendanceMarkedBy: ravi.id,
    attendanceMarkedAt: TEST_NOW,
  });
  const walkIn = await recordVenueBooking(t.app, raviCookie, arena.id, {
    date: TEST_DAY,
    start: 12 * 60,
    end: 13 * 60,
    courtId: court['Half B'],
    price: '1200.50',
    paidBy: 'unpaid',
  });
  expect(walkIn.statusCode, walkIn.body).toBe(201);
  const block = await teamCall(t, 'POST', `/api/v1/owner/turfs/${arena.id}/blocks`, raviCookie, {
    date: TEST_DAY,
    start: 15 * 60,
    end: 16 * 60,
    reason: 'Maintenance',
    courtId: court['Whole pitch'],
  });
  expect(block.statusCode, block.body).toBe(201);

  const meena = await createUser(db, 'owner', 'Meena Owner');
  const meenaCookie = await cookieFor(t.app, meena);
  const colaba = await createTurf(db, meena.id, { name: 'Colaba Courts' });
  return { ravi, raviCookie, arena, court, box, online, meenaCookie, colaba };
}

const names = (answer: BoardAnswer) => answer.listings.map((listing) => listing.name);

describe("today's board", () => {
  it("shows the owner every court of both listings with the day's entries, arrivals, the unpaid and the free times", async () => {
    const s = await scene();
    const answer = await board(s.raviCookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<BoardAnswer>();
    expect(body).toMatchObject({ date: TEST_DAY, today: TEST_DAY, nowMinutes: 10 * 60 });
    expect(names(body)).toEqual(['Andheri Arena', 'Bandra Box']);
    const arena = body.listings[0] as BoardListing;
    expect(arena.role).toBe('owner');
    expect(arena.unpaid).toEqual({ count: 1, amount: '1200.50' });
    expect(arena.arrivals).toEqual({ expected: 2, arrived: 1 });
    const [halfA, halfB, whole] = arena.courts;
    expect(halfA!.name).toBe('Half A');
    // Half A: Asha's booking (arrived) and the whole pitch's block standing on it.
    expect(halfA!.entries.map((entry) => [entry.kind, entry.startTime, entry.attendance])).toEqual([
      ['booking', '11:00 AM', 'arrived'],
      ['block', '3:00 PM', null],
    ]);
    expect(halfA!.entries[0]!.reference).toBe(s.online.reference);
    expect(halfB!.entries.map((entry) => [entry.kind, entry.unpaid])).toEqual([
      ['booking', '1200.50'],
      ['block', null],
    ]);
    expect(halfB!.entries[0]!.customer?.fullname).toBe('Ravi Shah');
    // The whole pitch carries everything on either half.
    expect(whole!.entries).toHaveLength(3);
    // Free from now (10 AM) until the first thing on its ground.
    expect(halfA!.nextFree.map((run) => `${run.startTime}-${run.endTime}`)).toEqual([
      '10:00 AM-11:00 AM',
      '12:00 PM-3:00 PM',
      '4:00 PM-11:59 PM',
    ]);
    expect(whole!.nextFree[0]).toMatchObject({ startTime: '10:00 AM', endTime: '11:00 AM' });
    expect(whole!.nextFree[1]).toMatchObject({ startTime: '1:00 PM', endTime: '3:00 PM' });
    const box = body.listings[1] as BoardListing;
    expect(box.courts).toHaveLength(1);
    expect(box.courts[0]!.entries).toEqual([]);
    expect(box.unpaid).toEqual({ count: 0, amount: '0.00' });
  });

  it('shows a front desk only the listing they work at, within their week', async () => {
    const s = await scene();
    const desk = await staffMember(t, s.colaba.id, s.meenaCookie, 'front_desk', 'Desk Dev');
    const answer = await board(desk.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(names(answer.json())).toEqual(['Colaba Courts']);
    expect(answer.json<BoardAnswer>().listings[0]!.role).toBe('front_desk');

    const lastDay = await board(desk.cookie, addDays(TEST_DAY, 6));
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    const beyond = await board(desk.cookie, addDays(TEST_DAY, 7));
    expect(beyond.statusCode, beyond.body).toBe(403);
    expect(beyond.json()).toMatchObject({ success: false });
    const yesterday = await board(desk.cookie, addDays(TEST_DAY, -1));
    expect(yesterday.statusCode, yesterday.body).toBe(403);
    // The owner's calendar is not held to the week.
    const ownerLater = await board(s.raviCookie, addDays(TEST_DAY, 7));
    expect(ownerLater.statusCode, ownerLater.body).toBe(200);
    expect(names(ownerLater.json())).toEqual(['Andheri Arena', 'Bandra Box']);
  });

  it('leaves a listing off where the role may not see the calendar: an accountant gets none', async () => {
    const s = await scene();
    const accountant = await staffMember(t, s.arena.id, s.raviCookie, 'accountant');
    const answer = await board(accountant.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().listings).toEqual([]);
  });

  it('shows a manager of one listing just that one, and a revoked member nothing', async () => {
    const s = await scene();
    const manager = await staffMember(t, s.box.id, s.raviCookie, 'manager');
    expect(names((await board(manager.cookie)).json())).toEqual(['Bandra Box']);
    const removed = await teamCall(
      t,
      'DELETE',
      `/api/v1/owner/turfs/${s.box.id}/staff/${manager.staffId}`,
      s.raviCookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await board(manager.cookie)).json().listings).toEqual([]);
  });

  it('gives a player an empty board, and anonymous a 401', async () => {
    await scene();
    const player = await createUser(t.database.db, 'user', 'Just Playing');
    const playerAnswer = await board(await cookieFor(t.app, player));
    expect(playerAnswer.statusCode, playerAnswer.body).toBe(200);
    expect(playerAnswer.json().listings).toEqual([]);
    const anonymous = await board(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });

  it('refuses a date that is not one', async () => {
    const s = await scene();
    const answer = await board(s.raviCookie, '2030-13-40');
    expect(answer.statusCode).toBe(400);
  });
});
