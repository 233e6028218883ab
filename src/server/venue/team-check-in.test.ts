import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../shared/attendance';
import { at, attendanceDay, checkIn, playerRecord } from '../testing/check-in-kit';
import { createUser } from '../testing/factories';
import { FAR_DAY, gameCall, joinAndPay, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_DAY, TEST_NOW, confirmCard } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { getSplit, openPaidSplit, payShare, sharesInDb, teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// Checking in everyone who plays in a booking (docs/decisions/043): the day view lists a game's
// joined players and a split's teammates under the booking, each marked on their own, and each
// mark counts in that player's own record.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function mark(cookie: string | null, bookingId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/bookings/${bookingId}/attendance`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

/** An organizer's game on FAR_DAY 6–7 PM with two joined players and one who left. */
async function gameWithPlayers() {
  const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'beginner',
    spotsTotal: 4,
    note: '',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const gameId: string = opened.json().game._id;
  const joiner = async (name: string) => {
    const user = await createUser(t.database.db, 'user', name);
    const cookie = await cookieFor(t.app, user);
    const { paid } = await joinAndPay(t.app, cookie, gameId);
    expect(paid?.statusCode, paid?.body).toBe(200);
    return { user, cookie };
  };
  const asha = await joiner('Asha Joined');
  const kiran = await joiner('Kiran Joined');
  const leaver = await joiner('Leena Left');
  const left = await gameCall(t.app, leaver.cookie, gameId, 'leave');
  expect(left.statusCode, left.body).toBe(200);
  return {
    ...scene,
    gameId,
    asha,
    kiran,
    leaver,
    ownerCookie: await cookieFor(t.app, scene.owner),
  };
}

describe("a game's players at the gate", () => {
  it('lists the joined players under the booking, and marks each apart from the booker', async () => {
    const s = await gameWithPlayers();
    const day = await attendanceDay(t.app, s.ownerCookie, { date: FAR_DAY, turfId: s.turf.id });
    expect(day.statusCode, day.body).toBe(200);
    const [entry] = day.json().bookings;
    expect(entry._id).toBe(s.booking.id);
    expect(entry.players).toEqual([
      {
        _id: s.asha.user.id,
        fullname: 'Asha Joined',
        role: 'joined',
        attendance: null,
        attendanceMarkedAt: null,
      },
      {
        _id: s.kiran.user.id,
        fullname: 'Kiran Joined',
        role: 'joined',
        attendance: null,
        attendanceMarkedAt: null,
      },
    ]);
    // Names only: a joiner's phone is nobody's business at the gate.
    expect(JSON.stringify(entry.players)).not.toContain(s.asha.user.mobilenumber);

    t.setNow(at(FAR_DAY, '17:40'));
    const arrived = await mark(s.ownerCookie, s.booking.id, {
      mark: 'arrived',
      playerId: s.asha.user.id,
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().message).toBe('Marked Arrived: Asha Joined.');
    expect(arrived.json().booking.attendance).toBeNull();
    // No-show opens at the start, for a team player as for the booker.
    const early = await mark(s.ownerCookie, s.booking.id, {
      mark: 'no_show',
      playerId: s.kiran.user.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ATTENDANCE_MESSAGES.tooEarlyForNoShow);

    t.setNow(at(FAR_DAY, '18:10'));
    const noShow = await mark(s.ownerCookie, s.booking.id, {
      mark: 'no_show',
      playerId: s.kiran.user.id,
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    const booker = await mark(s.ownerCookie, s.booking.id, { mark: 'arrived' });
    expect(booker.statusCode).toBe(200);
    expect(booker.json().booking).toMatchObject({
      attendance: 'arrived',
      players: [
        { _id: s.asha.user.id, attendance: 'arrived' },
        { _id: s.kiran.user.id, attendance: 'no_show' },
      ],
    });
    // The check-in by reference shows the same players.
    const found = await checkIn(t.app, s.ownerCookie, s.booking.reference);
    expect(found.json().booking.players).toEqual(booker.json().booking.players);
  });

  it('refuses a player not in the booking, other owners, players and the logged out', async () => {
    const s = await gameWithPlayers();
    t.setNow(at(FAR_DAY, '18:10'));
    for (const playerId of [s.leaver.user.id, randomUUID()]) {
      const refused = await mark(s.ownerCookie, s.booking.id, { mark: 'arrived', playerId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(ATTENDANCE_MESSAGES.playerNotFound);
    }
    const bad = await mark(s.ownerCookie, s.booking.id, { mark: 'arrived', playerId: 'asha' });
    expect(bad.statusCode).toBe(400);
    const other = await createUser(t.database.db, 'owner');
    const body = { mark: 'arrived', playerId: s.asha.user.id };
    expect((await mark(await cookieFor(t.app, other), s.booking.id, body)).statusCode).toBe(403);
    expect((await mark(s.asha.cookie, s.booking.id, body)).statusCode).toBe(403);
    expect((await mark(null, s.booking.id, body)).statusCode).toBe(401);
    const day = await attendanceDay(t.app, s.ownerCookie, { date: FAR_DAY, turfId: s.turf.id });
    expect(
      day.json().bookings[0].players.every((p: { attendance: unknown }) => !p.attendance),
    ).toBe(true);
  });

  it("counts the game in each joined player's own record, a no-show against them alone", async () => {
    const s = await gameWithPlayers();
    t.setNow(at(FAR_DAY, '18:10'));
    await mark(s.ownerCookie, s.booking.id, { mark: 'no_show', playerId: s.kiran.user.id });
    t.setNow(at(FAR_DAY, '19:30'));
    const asha = (await playerRecord(t.app, s.asha.cookie)).json();
    expect(asha.record).toMatchObject({ played: 1, noShows: 0 });
    const kiran = (await playerRecord(t.app, s.kiran.cookie)).json();
    expect(kiran.record).toMatchObject({ played: 0, noShows: 1 });
    expect(kiran.countedAgainst).toEqual([
      expect.objectContaining({
        bookingId: s.booking.id,
        kind: 'no_show',
        date: FAR_DAY,
        role: 'joined',
        gameId: s.gameId,
      }),
    ]);
    const organizer = (await playerRecord(t.app, s.cookie)).json();
    expect(organizer.record).toMatchObject({ played: 1, noShows: 0 });
    // The one who left played nothing and missed nothing.
    const leena = (await playerRecord(t.app, s.leaver.cookie)).json();
    expect(leena.record).toMatchObject({ played: 0, noShows: 0, lateCancellations: 0 });
  });
});

describe("a split's teammates at the gate", () => {
  it('lists the teammates who paid their own share, and marks them', async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    const booker = await createUser(t.database.db, 'user', 'Booker Bala');
    const bookerCookie = await cookieFor(t.app, booker);
    const split = await openPaidSplit(t.app, bookerCookie, scene.turf.id, 3);
    const mate = await teammate(t.app, t.database.db);
    const shares = await sharesInDb(t.database.db, split.splitId);
    const started = await payShare(t.app, mate.cookie, split, shares[1]!.id);
    expect(started.statusCode, started.body).toBe(200);
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    // The booker pays the last share: it is theirs, not a teammate's.
    const rest = await payShare(t.app, bookerCookie, split, shares[2]!.id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await confirmCard(t.app, rest.json().clientSecret)).statusCode).toBe(200);

    const day = await attendanceDay(t.app, ownerCookie, { date: TEST_DAY, turfId: scene.turf.id });
    expect(day.statusCode, day.body).toBe(200);
    const entry = day
      .json()
      .bookings.find(
        (row: { customer: { fullname: string } }) => row.customer.fullname === 'Booker Bala',
      );
    expect(entry.status).toBe('confirmed');
    expect(entry.players).toEqual([
      expect.objectContaining({ _id: mate.user.id, role: 'teammate', attendance: null }),
    ]);
    t.setNow(at(TEST_DAY, '17:45'));
    const marked = await mark(ownerCookie, entry._id, { mark: 'arrived', playerId: mate.user.id });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().booking.players[0].attendance).toBe('arrived');
    expect(marked.json().booking.attendance).toBeNull();
  });
});

describe('the pass a team player shows at the gate', () => {
  const detail = (cookie: string, gameId: string) =>
    t.app.inject({ url: `/api/v1/games/${gameId}`, headers: { cookie } });

  it("gives a joined player their game's booking reference until it is over; none once they left", async () => {
    const s = await gameWithPlayers();
    const joined = await detail(s.asha.cookie, s.gameId);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().you).toMatchObject({ status: 'joined', reference: s.booking.reference });
    expect((await detail(s.leaver.cookie, s.gameId)).json().you).toMatchObject({
      status: 'left',
      reference: null,
    });
    const stranger = await createUser(t.database.db, 'user');
    const seen = await detail(await cookieFor(t.app, stranger), s.gameId);
    expect(seen.json().you).toBeNull();
    expect(seen.body).not.toContain(s.booking.reference);
    t.setNow(at(FAR_DAY, '19:01'));
    expect((await detail(s.asha.cookie, s.gameId)).json().you.reference).toBeNull();
  });

  it('gives the booker and each paying teammate the reference once the split is confirmed', async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const booker = await createUser(t.database.db, 'user');
    const bookerCookie = await cookieFor(t.app, booker);
    const split = await openPaidSplit(t.app, bookerCookie, scene.turf.id, 2);
    const mate = await teammate(t.app, t.database.db);
    const onlooker = await teammate(t.app, t.database.db);
    const asSeen = async (cookie: string) =>
      (await getSplit(t.app, cookie, split.splitId, split.shareToken)).json();
    // Still collecting: the booking is only held, so there is nothing to show at the gate.
    expect((await asSeen(bookerCookie)).reference).toBeNull();
    const shares = await sharesInDb(t.database.db, split.splitId);
    const started = await payShare(t.app, mate.cookie, split, shares[1]!.id);
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const confirmed = await asSeen(bookerCookie);
    expect(confirmed.status).toBe('complete');
    expect(confirmed.reference).toMatch(/^TB-/);
    expect((await asSeen(mate.cookie)).reference).toBe(confirmed.reference);
    // Someone with the link who paid nothing does not play in it.
    expect((await asSeen(onlooker.cookie)).reference).toBeNull();
  });
});
