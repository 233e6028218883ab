import { beforeEach, describe, expect, it } from 'vitest';
import { createBooking, createUser } from '../testing/factories';
import {
  FAR_DAY,
  gameCall,
  gameInDb,
  joinAndPay,
  openGameCall,
  paidBooking,
  partRefunded,
  paymentStatus,
  playersInDb,
} from '../testing/game-kit';
import { TEST_DAY, TEST_NOW, confirmCard } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import { ledgerOf } from '../testing/credit-kit';
import { sweepGames } from './game-changes';

// Open games' routes (docs/decisions/045) on a real database, each refused role included.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const hours = (n: number) => new Date(TEST_NOW.getTime() + n * 3_600_000);

async function openedGame(day = FAR_DAY, extra: Record<string, unknown> = {}) {
  const scene = await paidBooking(t.app, t.database.db, day);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'intermediate',
    spotsTotal: 4,
    note: 'Friendly 5-a-side',
    ...extra,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scene, game: opened.json().game as { _id: string; spotsFree: number } };
}

describe('POST /api/v1/games', () => {
  it('opens the booker’s paid booking; the price per spot is shared with the organizer', async () => {
    const { game, booking, turf } = await openedGame();
    expect(game).toMatchObject({
      bookingId: booking.id,
      turf: { _id: turf.id, name: turf.name, location: turf.location },
      date: FAR_DAY,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      level: 'intermediate',
      spotsTotal: 4,
      spotsFree: 4,
      pricePerSpot: '200.00',
      organizer: { reliability: { kind: 'new', label: 'New player' } },
    });
  });

  it('refuses a stranger, the owner, an admin, a second game, bad fields and a game too soon', async () => {
    const { booking, cookie, owner } = await paidBooking(t.app, t.database.db, TEST_DAY);
    const body = { bookingId: booking.id, level: 'beginner', spotsTotal: 3, note: '' };
    const stranger = await teammate(t.app, t.database.db);
    const admin = await createUser(t.database.db, 'admin');
    for (const other of [
      stranger.cookie,
      await cookieFor(t.app, owner),
      await cookieFor(t.app, admin),
    ]) {
      const refused = await openGameCall(t.app, other, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Booking not found.');
    }
    expect((await openGameCall(t.app, '', body)).statusCode).toBe(401);
    expect((await openGameCall(t.app, cookie, { ...body, spotsTotal: 0 })).json().message).toBe(
      'Open between 1 and 21 spots.',
    );
    expect((await openGameCall(t.app, cookie, { ...body, level: 'pro' })).statusCode).toBe(400);
    // 6 PM today is 8 hours away: a 10-hour deadline has passed.
    const soon = await openGameCall(t.app, cookie, { ...body, deadlineHoursBefore: 10 });
    expect(soon.statusCode).toBe(400);
    expect((await openGameCall(t.app, cookie, body)).statusCode).toBe(200);
    const again = await openGameCall(t.app, cookie, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already open as a game.');
  });

  it('refuses a booking that is not confirmed', async () => {
    const { booking, cookie } = await paidBooking(t.app, t.database.db, FAR_DAY);
    const held = await createBooking(t.database.db, {
      turfId: booking.turfId,
      userId: booking.userId,
      day: FAR_DAY,
      startMinute: 600,
      endMinute: 660,
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    const refused = await openGameCall(t.app, cookie, {
      bookingId: held.id,
      level: 'beginner',
      spotsTotal: 2,
      note: '',
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('GET /api/v1/games', () => {
  it('lists open games with a free spot by sport, area, date and level', async () => {
    const { game, turf } = await openedGame();
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/games?${query}` })).json().games;
    expect((await list('')).map((g: { _id: string }) => g._id)).toEqual([game._id]);
    expect(await list(`sport=${turf.sportsType}&level=intermediate&date=${FAR_DAY}`)).toHaveLength(
      1,
    );
    expect(await list(`location=${encodeURIComponent(turf.location.slice(0, 4))}`)).toHaveLength(1);
    expect(await list('level=advanced')).toHaveLength(0);
    expect(await list(`date=${TEST_DAY}`)).toHaveLength(0);
    expect(await list('location=Nowhere')).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games?level=pro' })).statusCode).toBe(
      400,
    );
    // A day that does not exist, or one outside the bookable window: a 400 that names the window.
    for (const date of ['2100-02-29', '0000-01-01', '2031-05-10']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/v1/games?date=${date}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Choose a date between /);
    }
  });
});

describe('joining and leaving', () => {
  it('a player pays a spot and joins; the organizer sees them with their reliability', async () => {
    const { game, cookie } = await openedGame();
    const player = await teammate(t.app, t.database.db);
    const { join, paid } = await joinAndPay(t.app, player.cookie, game._id);
    expect(join.json()).toMatchObject({ success: true, amount: '200.00', toPay: '200.00' });
    expect(paid!.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/games/${game._id}`,
      headers: { cookie },
    });
    expect(detail.json()).toMatchObject({
      game: { spotsFree: 3 },
      players: [{ playerId: player.user.id, status: 'joined', amount: '200.00' }],
      organizerPart: '800.00',
    });
    // Anyone else sees the game, never its players.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/games/${game._id}`,
      headers: { cookie: player.cookie },
    });
    expect(seen.json().players).toBeUndefined();
    const twice = await gameCall(t.app, player.cookie, game._id, 'join');
    expect(twice.json().message).toBe('You have a spot in this game already.');
  });

  it('refuses the organizer, the owner, an admin, a full game and a player under the minimum', async () => {
    const { game, cookie, owner } = await openedGame(FAR_DAY, {
      spotsTotal: 1,
      minReliability: 50,
    });
    expect((await gameCall(t.app, cookie, game._id, 'join')).json().message).toBe(
      'You are the organizer of this game.',
    );
    const admin = await createUser(t.database.db, 'admin');
    for (const other of [await cookieFor(t.app, owner), await cookieFor(t.app, admin)])
      expect((await gameCall(t.app, other, game._id, 'join')).statusCode).toBe(403);
    const unreliable = await teammate(t.app, t.database.db);
    for (const day of ['2030-05-01', '2030-05-02', '2030-05-03'])
      await createBooking(t.database.db, {
        turfId: (await gameInDb(t.database.db, game._id)).turfId,
        userId: unreliable.user.id,
        day,
        startMinute: 600,
        endMinute: 660,
        attendance: 'no_show',
        attendanceMarkedBy: owner.id,
        attendanceMarkedAt: new Date(`${day}T12:00:00Z`),
      });
    const below = await gameCall(t.app, unreliable.cookie, game._id, 'join');
    expect(below.statusCode).toBe(403);
    expect(below.json().message).toBe(
      'The organizer asks for a higher reliability than your record shows.',
    );
    const first = await teammate(t.app, t.database.db);
    expect((await joinAndPay(t.app, first.cookie, game._id)).paid!.statusCode).toBe(200);
    const late = await teammate(t.app, t.database.db);
    const full = await gameCall(t.app, late.cookie, game._id, 'join');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This game is full.');
  });

  it('a payment that comes in after the game filled goes back whole', async () => {
    const { game } = await openedGame(FAR_DAY, { spotsTotal: 1 });
    const a = await teammate(t.app, t.database.db);
    const b = await teammate(t.app, t.database.db);
    const startA = await gameCall(t.app, a.cookie, game._id, 'join');
    const startB = await gameCall(t.app, b.cookie, game._id, 'join');
    await confirmCard(t.app, startA.json().clientSecret);
    await confirmCard(t.app, startB.json().clientSecret);
    expect(await paymentStatus(t.database.db, startB.json().paymentId)).toBe('refunded');
    expect(await playersInDb(t.database.db, game._id)).toHaveLength(1);
  });

  it('a player leaves with a full refund more than 24 hours before play', async () => {
    const { game } = await openedGame();
    const player = await teammate(t.app, t.database.db);
    const { join } = await joinAndPay(t.app, player.cookie, game._id);
    const stranger = await teammate(t.app, t.database.db);
    expect((await gameCall(t.app, stranger.cookie, game._id, 'leave')).statusCode).toBe(409);
    const left = await gameCall(t.app, player.cookie, game._id, 'leave');
    expect(left.statusCode, left.body).toBe(200);
    expect(await paymentStatus(t.database.db, join.json().paymentId)).toBe('refunded');
    expect((await playersInDb(t.database.db, game._id))[0]!.status).toBe('left');
  });

  it('refuses leaving late under the cancellation policy', async () => {
    const { game } = await openedGame(TEST_DAY);
    const player = await teammate(t.app, t.database.db);
    await joinAndPay(t.app, player.cookie, game._id);
    const late = await gameCall(t.app, player.cookie, game._id, 'leave');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Leaving is free up to 24 hours before the start/);
  });
});

describe('the organizer and the deadline', () => {
  it('removes a player (refunded in full), closes, and only the organizer may', async () => {
    const { game, cookie } = await openedGame();
    const player = await teammate(t.app, t.database.db);
    const { join } = await joinAndPay(t.app, player.cookie, game._id);
    const [row] = await playersInDb(t.database.db, game._id);
    const remove = `players/${row!.id}/remove`;
    expect((await gameCall(t.app, player.cookie, game._id, remove)).statusCode).toBe(403);
    expect((await gameCall(t.app, player.cookie, game._id, 'close')).statusCode).toBe(403);
    expect((await gameCall(t.app, player.cookie, game._id, 'cancel')).statusCode).toBe(403);
    expect((await gameCall(t.app, cookie, game._id, remove)).statusCode).toBe(200);
    expect(await paymentStatus(t.database.db, join.json().paymentId)).toBe('refunded');
    expect((await gameCall(t.app, cookie, game._id, 'close')).statusCode).toBe(200);
    const other = await teammate(t.app, t.database.db);
    expect((await gameCall(t.app, other.cookie, game._id, 'join')).statusCode).toBe(409);
  });

  it('at the deadline a kept game returns each spot to the organizer’s card; kept + spots = price', async () => {
    const { game, booking } = await openedGame(TEST_DAY);
    for (let i = 0; i < 3; i += 1) {
      const player = await teammate(t.app, t.database.db);
      await joinAndPay(t.app, player.cookie, game._id);
    }
    t.setNow(hours(6.5));
    await sweepGames(t.context);
    expect((await gameInDb(t.database.db, game._id)).status).toBe('settled');
    const returned = await partRefunded(t.database.db, booking.paymentId!);
    expect(returned).toBe(3 * 20_000);
    const spots = (await playersInDb(t.database.db, game._id)).reduce(
      (s, p) => s + p.amountPaise,
      0,
    );
    expect(booking.amountPaise - returned + spots).toBe(booking.amountPaise);
    await sweepGames(t.context);
    expect(await partRefunded(t.database.db, booking.paymentId!)).toBe(3 * 20_000);
  });

  it('a game not full whose organizer chose cancel refunds every player; credit returns go to the ledger', async () => {
    const cancelled = await openedGame(TEST_DAY, { ifNotFull: 'cancel' });
    const player = await teammate(t.app, t.database.db);
    const { join } = await joinAndPay(t.app, player.cookie, cancelled.game._id);
    const kept = await openedGame(TEST_DAY, { returnTo: 'credit', spotsTotal: 1 });
    await joinAndPay(t.app, player.cookie, kept.game._id);
    t.setNow(hours(6.5));
    await sweepGames(t.context);
    expect((await gameInDb(t.database.db, cancelled.game._id)).status).toBe('cancelled');
    expect(await paymentStatus(t.database.db, join.json().paymentId)).toBe('refunded');
    // A ₹1,000 booking with one spot: ₹500 a spot, back to the organizer's credit at once.
    expect(await ledgerOf(t.database.db, kept.player.id)).toEqual([
      { amountPaise: 50_000, reason: 'refund', bookingId: kept.booking.id },
    ]);
  });

  it('the booking is cancelled whole by its organizer, with its game: its players refunded in full', async () => {
    const { game, booking, cookie } = await openedGame();
    const player = await teammate(t.app, t.database.db);
    const { join } = await joinAndPay(t.app, player.cookie, game._id);
    const page = await t.app.inject({ url: `/api/v1/booking/${booking.id}`, headers: { cookie } });
    expect(page.json().booking.actions.cancel).toMatchObject({ allowed: true, reason: null });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${booking.id}/cancel`,
      headers: { cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await gameInDb(t.database.db, game._id)).status).toBe('cancelled');
    expect(await paymentStatus(t.database.db, join.json().paymentId)).toBe('refunded');
  });
});
