import { beforeEach, describe, expect, it } from 'vitest';
import { FAR_DAY, gameCall, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// The booking page links to the game its booking was opened as (docs/decisions/045).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function bookingPage(cookie: string, bookingId: string) {
  return t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
}

describe('GET /api/v1/booking/{id}: its game', () => {
  it('is null until the booking is opened as a game, then names it, cancelled or not', async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    expect((await bookingPage(scene.cookie, scene.booking.id)).json().booking.gameId).toBeNull();
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'beginner',
      spotsTotal: 4,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const gameId = opened.json().game._id as string;
    expect((await bookingPage(scene.cookie, scene.booking.id)).json().booking.gameId).toBe(gameId);
    expect((await gameCall(t.app, scene.cookie, gameId, 'cancel')).statusCode).toBe(200);
    expect((await bookingPage(scene.cookie, scene.booking.id)).json().booking.gameId).toBe(gameId);
    // Another player sees neither the booking nor so its game.
    const stranger = await teammate(t.app, t.database.db);
    expect((await bookingPage(stranger.cookie, scene.booking.id)).statusCode).toBe(404);
  });
});
