import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../shared/games';
import { FAR_DAY, gameCall, joinAndPay, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// A joiner finishes their spot's payment on the game (docs/decisions/045), and the game tells
// each asking player where they stand in it (`you`).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function openedGame() {
  const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'beginner',
    spotsTotal: 4,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scene, gameId: opened.json().game._id as string };
}

function finish(cookie: string | null, gameId: string, paymentId: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/finish`,
    headers: cookie ? { cookie } : {},
    payload: paymentId === undefined ? {} : { paymentId },
  });
}

function detail(cookie: string, gameId: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/games/${gameId}`, headers: { cookie } });
}

describe('POST /api/v1/games/{id}/finish and the game’s `you`', () => {
  it('answers the game with the player in it, the same every time', async () => {
    const { gameId, cookie } = await openedGame();
    const player = await teammate(t.app, t.database.db);
    expect((await detail(player.cookie, gameId)).json().you).toBeNull();
    const { join, paid } = await joinAndPay(t.app, player.cookie, gameId);
    expect(paid!.statusCode).toBe(200);
    const paymentId = join.json().paymentId as string;
    for (let call = 0; call < 2; call += 1) {
      const done = await finish(player.cookie, gameId, paymentId);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        game: { _id: gameId, spotsFree: 3 },
        you: { status: 'joined', amount: '200.00', leaveRefusal: null },
      });
      expect(done.json().players).toBeUndefined();
    }
    // The organizer holds no spot of their own game.
    expect((await detail(cookie, gameId)).json().you).toBeNull();
    // Within 24 hours of play leaving is refused, and the page says why before anyone asks.
    t.setNow(new Date(`${FAR_DAY}T08:00:00+05:30`));
    expect((await detail(player.cookie, gameId)).json().you.leaveRefusal).toBe(
      GAME_MESSAGES.leaveLate,
    );
    t.setNow(TEST_NOW);
    expect((await gameCall(t.app, player.cookie, gameId, 'leave')).statusCode).toBe(200);
    expect((await detail(player.cookie, gameId)).json().you).toMatchObject({
      status: 'left',
      leaveRefusal: GAME_MESSAGES.notIn,
    });
  });

  it('refuses a payment not yet made, someone else’s, another game’s, a stranger and bad input', async () => {
    const { gameId } = await openedGame();
    const other = await openedGame();
    const player = await teammate(t.app, t.database.db);
    const started = await gameCall(t.app, player.cookie, gameId, 'join');
    const paymentId = started.json().paymentId as string;
    const unpaid = await finish(player.cookie, gameId, paymentId);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe('This payment has not been completed yet.');
    const stranger = await teammate(t.app, t.database.db);
    expect((await finish(stranger.cookie, gameId, paymentId)).statusCode).toBe(404);
    expect((await finish(player.cookie, other.gameId, paymentId)).statusCode).toBe(404);
    expect((await finish(player.cookie, gameId, 'pi_nothing')).statusCode).toBe(404);
    expect((await finish(null, gameId, paymentId)).statusCode).toBe(401);
    expect((await finish(player.cookie, gameId, undefined)).statusCode).toBe(400);
    expect((await finish(player.cookie, gameId, 42)).statusCode).toBe(400);
    // Ids are UUIDs: anything else is a 400 (common-contract's uuidField).
    const malformed = await finish(player.cookie, 'not-a-uuid', paymentId);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(GAME_MESSAGES.notFound);
  });

  it('reads as closed once its deadline passes, before the sweep settles it', async () => {
    const { gameId, cookie } = await openedGame();
    const open = (await detail(cookie, gameId)).json().game;
    expect(open.status).toBe('open');
    t.setNow(new Date(Date.parse(open.deadline) + 1_000));
    expect((await detail(cookie, gameId)).json().game.status).toBe('closed');
  });
});
