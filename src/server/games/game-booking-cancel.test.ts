import { expectMoneyAddsUp } from '../testing/money-invariants';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../shared/games';
import { creditLapsedRainOuts } from '../aftercare/rain-out-choice';
import { bookings } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { createUser } from '../testing/factories';
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
import { paymentScene, TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { ledgerOf } from '../testing/credit-kit';
import { cookieFor } from '../testing/requests';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import { sweepGames } from './game-changes';

// A booking opened as a game, cancelled or rained out with its game (docs/decisions/045): every
// joined player's spot back in full, the organizer's part (the price less kept spots' returns)
// under the policy or whole, and every paisa adding up. On a real database.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const hours = (n: number) => new Date(TEST_NOW.getTime() + n * 3_600_000);
const H = 60;

/** A ₹1,000 booking at 6 PM on `day`, open as a game of 4 spots (₹200 each), with `joiners`. */
async function gameWith(joiners: number, day = FAR_DAY, extra: Record<string, unknown> = {}) {
  const scene = await paidBooking(t.app, t.database.db, day);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'intermediate',
    spotsTotal: 4,
    ...extra,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const gameId = opened.json().game._id as string;
  const players = [];
  for (let i = 0; i < joiners; i += 1) {
    const player = await teammate(t.app, t.database.db);
    const { join, paid } = await joinAndPay(t.app, player.cookie, gameId);
    expect(paid?.statusCode, join.body).toBe(200);
    players.push({ ...player, intentId: join.json().paymentId as string });
  }
  return { ...scene, gameId, players, ownerCookie: await cookieFor(t.app, scene.owner) };
}

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const ownerCancel = (bookingId: string, cookie: string) =>
  post(`/api/v1/owner/bookings/${bookingId}/cancel`, cookie, { reason: 'Rain' });

const rainOut = (turfId: string, cookie: string, date = FAR_DAY) =>
  post(`/api/v1/owner/turfs/${turfId}/cancellations`, cookie, {
    date,
    start: 18 * H,
    end: 19 * H,
    reason: 'Rain',
  });

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function refundRows(bookingId: string) {
  return (await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)))
    .map((row) => ({
      amountPaise: row.amountPaise,
      destination: row.destination,
      status: row.status,
    }))
    .sort((a, b) => a.destination.localeCompare(b.destination));
}

/** The joined player's own view of the game. */
async function you(cookie: string, gameId: string) {
  const answer = await t.app.inject({ url: `/api/v1/games/${gameId}`, headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json().you;
}

/** Every joined player's spot went back whole to the card, and reads refunded. */
async function expectSpotsRefunded(scene: Awaited<ReturnType<typeof gameWith>>) {
  for (const player of scene.players) {
    // Refunded: the gateway accepted the whole payment's refund (decision 021).
    expect(await paymentStatus(t.database.db, player.intentId)).toBe('refunded');
    expect(await you(player.cookie, scene.gameId)).toMatchObject({
      status: 'refunded',
      refundTo: 'source',
      refundPending: false,
    });
  }
}

describe("the owner's cancel of a game booking", () => {
  it('before the game settles: every spot back in full, the organizer’s ₹1,000 back whole', async () => {
    const scene = await gameWith(2);
    const cancelled = await ownerCancel(scene.booking.id, scene.ownerCookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: 1, refundedAmount: 1000 });
    expect((await gameInDb(t.database.db, scene.gameId)).status).toBe('cancelled');
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 100_000, destination: 'source', status: 'done' },
    ]);
    expect(await partRefunded(t.database.db, scene.booking.paymentId!)).toBe(100_000);
    expect(await bookingRow(scene.booking.id)).toMatchObject({
      status: 'cancelled',
      refundedPaise: 100_000,
    });
  });

  it('after the game settled: the kept spots back whole, the organizer the price less their returns', async () => {
    const scene = await gameWith(3, TEST_DAY);
    t.setNow(hours(6.5)); // 4:30 PM: past the 4 PM deadline, before play at 6 PM.
    await sweepGames(t.context);
    expect((await gameInDb(t.database.db, scene.gameId)).status).toBe('settled');
    expect(await partRefunded(t.database.db, scene.booking.paymentId!)).toBe(60_000);
    const cancelled = await ownerCancel(scene.booking.id, scene.ownerCookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 40_000, destination: 'source', status: 'done' },
    ]);
    // The organizer paid ₹1,000 and has it all back: ₹600 returned at settling, ₹400 now.
    expect(await partRefunded(t.database.db, scene.booking.paymentId!)).toBe(100_000);
    expect((await bookingRow(scene.booking.id)).refundedPaise).toBe(100_000);
    const rows = await playersInDb(t.database.db, scene.gameId);
    expect(rows.map((row) => row.status)).toEqual(Array(3).fill('refunded'));
    // Each kept spot's return stays made: a refunds row of the organizer's payment naming it.
    const returns = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentIntentId, scene.booking.paymentId!));
    expect(
      rows.map((row) => returns.find((refund) => refund.gamePlayerId === row.id)?.status),
    ).toEqual(Array(3).fill('done'));
    await expectMoneyAddsUp(t.database.db);
  });

  it('a joined player who chose credit gets their spot as credit, no card refund', async () => {
    const scene = await gameWith(1);
    const [player] = scene.players;
    const chose = await post(`/api/v1/games/${scene.gameId}/refund-to`, player!.cookie, {
      refundTo: 'credit',
    });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json().message).toBe(GAME_MESSAGES.refundToChanged);
    expect((await ownerCancel(scene.booking.id, scene.ownerCookie)).statusCode).toBe(200);
    expect(await ledgerOf(t.database.db, player!.user.id)).toEqual([
      { amountPaise: 20_000, reason: 'refund', bookingId: null },
    ]);
    expect(await partRefunded(t.database.db, player!.intentId)).toBe(0);
    expect(await you(player!.cookie, scene.gameId)).toMatchObject({
      status: 'refunded',
      refundTo: 'credit',
      refundPending: false,
    });
    // The money has moved: the choice can no longer change.
    const late = await post(`/api/v1/games/${scene.gameId}/refund-to`, player!.cookie, {
      refundTo: 'source',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GAME_MESSAGES.refundToTooLate);
  });

  it('refuses another owner, and a stranger’s refund-to', async () => {
    const scene = await gameWith(1);
    const other = await paymentScene(t.app, t.database.db);
    const refused = await ownerCancel(scene.booking.id, await cookieFor(t.app, other.owner));
    expect([403, 404]).toContain(refused.statusCode);
    const stranger = await teammate(t.app, t.database.db);
    const notIn = await post(`/api/v1/games/${scene.gameId}/refund-to`, stranger.cookie, {
      refundTo: 'credit',
    });
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(GAME_MESSAGES.notIn);
    const anonymous = await post(`/api/v1/games/${scene.gameId}/refund-to`, '', {
      refundTo: 'credit',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await gameInDb(t.database.db, scene.gameId)).status).toBe('open');
  });
});

describe("the organizer's cancel of a game booking", () => {
  it('is offered on the booking page and refunds every spot, the organizer in full a day ahead', async () => {
    const scene = await gameWith(2);
    const page = await t.app.inject({
      url: `/api/v1/booking/${scene.booking.id}`,
      headers: { cookie: scene.cookie },
    });
    expect(page.json().booking.actions.cancel).toMatchObject({ allowed: true });
    const cancel = await post(`/api/v1/booking/${scene.booking.id}/cancel`, scene.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 100_000, destination: 'source', status: 'done' },
    ]);
  });

  it('8 hours ahead: the spots back whole, half of the organizer’s price', async () => {
    const scene = await gameWith(2, TEST_DAY);
    expect(
      (await post(`/api/v1/booking/${scene.booking.id}/cancel`, scene.cookie)).statusCode,
    ).toBe(200);
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 50_000, destination: 'source', status: 'done' },
    ]);
    expect((await bookingRow(scene.booking.id)).refundedPaise).toBe(50_000);
  });

  it('after settling, 90 minutes ahead: the kept spots back whole, nothing more to the organizer', async () => {
    const scene = await gameWith(3, TEST_DAY);
    t.setNow(hours(6.5));
    await sweepGames(t.context);
    const cancel = await post(`/api/v1/booking/${scene.booking.id}/cancel`, scene.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([]);
    // ₹1,000 + 3 × ₹200 paid; ₹600 returned to the organizer, ₹600 to the players: ₹400 kept.
    const row = await bookingRow(scene.booking.id);
    expect(row.amountPaise - row.refundedPaise).toBe(40_000);
    expect(await partRefunded(t.database.db, scene.booking.paymentId!)).toBe(60_000);
    await expectMoneyAddsUp(t.database.db);
  });

  it('refuses a joined player and a stranger: the booking is not theirs', async () => {
    const scene = await gameWith(1);
    const stranger = await teammate(t.app, t.database.db);
    for (const cookie of [scene.players[0]!.cookie, stranger.cookie]) {
      const refused = await post(`/api/v1/booking/${scene.booking.id}/cancel`, cookie);
      expect(refused.statusCode).toBe(404);
    }
    expect((await gameInDb(t.database.db, scene.gameId)).status).toBe('open');
    expect((await bookingRow(scene.booking.id)).status).toBe('confirmed');
  });
});

describe('a rain-out over a game', () => {
  async function rainedGame(settle = false) {
    const scene = await gameWith(2, settle ? TEST_DAY : FAR_DAY);
    if (settle) {
      t.setNow(hours(6.5));
      await sweepGames(t.context);
    }
    const day = settle ? TEST_DAY : FAR_DAY;
    // The owner is told first that the joined players get their spots back at once.
    const shown = await t.app.inject({
      url: `/api/v1/owner/turfs/${scene.turf.id}/cancellations/preview?date=${day}&start=${18 * H}&end=${19 * H}`,
      headers: { cookie: scene.ownerCookie },
    });
    expect(shown.json().bookings).toMatchObject([
      { _id: scene.booking.id, joinedPlayers: 2, collecting: false },
    ]);
    const rained = await rainOut(scene.turf.id, scene.ownerCookie, day);
    expect(rained.statusCode, rained.body).toBe(200);
    expect(rained.json()).toMatchObject({ cancelled: 1, awaitingChoice: 1 });
    // Every joined player's spot back at once, in full; the organizer chooses for the booking.
    await expectSpotsRefunded(scene);
    expect(await refundRows(scene.booking.id)).toEqual([]);
    return scene;
  }
  const choose = (scene: { booking: { id: string }; cookie: string }, payload: object) =>
    post(`/api/v1/booking/${scene.booking.id}/rain-out-choice`, scene.cookie, { ...payload });

  it('refund: the organizer’s ₹1,000 back to the card', async () => {
    const scene = await rainedGame();
    expect((await choose(scene, { choice: 'refund' })).statusCode).toBe(200);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 100_000, destination: 'source', status: 'done' },
    ]);
    expect((await bookingRow(scene.booking.id)).refundedPaise).toBe(100_000);
  });

  it('credit: the organizer’s ₹1,000 to credit', async () => {
    const scene = await rainedGame();
    expect((await choose(scene, { choice: 'credit' })).statusCode).toBe(200);
    expect(await ledgerOf(t.database.db, scene.player.id)).toEqual([
      { amountPaise: 100_000, reason: 'rain_out', bookingId: scene.booking.id },
    ]);
  });

  it('move: the booking moves whole, nobody’s money moves', async () => {
    const scene = await rainedGame();
    const moved = await choose(scene, {
      choice: 'move',
      slot: { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await bookingRow(scene.booking.id)).toMatchObject({
      status: 'confirmed',
      day: '2030-05-13',
      refundedPaise: 0,
    });
    expect(await refundRows(scene.booking.id)).toEqual([]);
  });

  it('no choice in 24 hours: credit', async () => {
    const scene = await rainedGame();
    t.setNow(hours(24.5));
    expect(await creditLapsedRainOuts(t.context)).toBe(1);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 100_000, destination: 'credit', status: 'done' },
    ]);
  });

  it('after the game settled, refund: the organizer gets the price less the kept spots’ returns', async () => {
    const scene = await rainedGame(true);
    expect((await choose(scene, { choice: 'refund' })).statusCode).toBe(200);
    expect(await refundRows(scene.booking.id)).toEqual([
      { amountPaise: 60_000, destination: 'source', status: 'done' },
    ]);
    expect(await partRefunded(t.database.db, scene.booking.paymentId!)).toBe(100_000);
    expect((await bookingRow(scene.booking.id)).refundedPaise).toBe(100_000);
    await expectMoneyAddsUp(t.database.db);
  });

  it('after the game settled, move: the venue waives the kept spots it gave back', async () => {
    const scene = await rainedGame(true);
    const moved = await choose(scene, {
      choice: 'move',
      slot: { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await bookingRow(scene.booking.id);
    expect(row).toMatchObject({ status: 'confirmed', refundedPaise: 40_000 });
  });

  it('the owner still cannot cancel the game itself from the game: that is the organizer’s', async () => {
    const scene = await gameWith(1);
    expect((await gameCall(t.app, scene.ownerCookie, scene.gameId, 'cancel')).statusCode).toBe(403);
    const admin = await createUser(t.database.db, 'admin');
    expect((await ownerCancel(scene.booking.id, await cookieFor(t.app, admin))).statusCode).toBe(
      200,
    );
    await expectSpotsRefunded(scene);
  });
});
