import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { FAR_DAY, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';

// A game's link opened before signing in (docs/decisions/061): its sport, turf, day, time, spots
// and price a spot, as its link preview shows (decision 055); not its organizer, nor their note.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function preview(app: App, gameId: string) {
  return app.inject({ method: 'GET', url: `/api/v1/games/${gameId}/preview` });
}

describe('GET /api/v1/games/:gameId/preview', () => {
  it("shows anyone the game's facts, and not its organizer or the organizer's note", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'intermediate',
      spotsTotal: 4,
      note: 'Call me on 9876543210 or write to organizer@example.com',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const gameId = opened.json().game._id as string;
    const answer = await preview(t.app, gameId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().preview).toMatchObject({
      _id: gameId,
      turf: { _id: scene.turf.id, name: scene.turf.name, location: scene.turf.location },
      date: FAR_DAY,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      level: 'intermediate',
      spotsTotal: 4,
      spotsFree: 4,
      status: 'open',
    });
    for (const personal of [
      scene.player.fullname,
      scene.player.email,
      scene.player.id,
      '9876543210',
      'organizer@example.com',
    ])
      expect(answer.body).not.toContain(personal);
    expect(answer.json().preview.organizer).toBeUndefined();
    expect(answer.json().preview.note).toBeUndefined();
  });

  it('answers 404 for no such game, 400 for an id that is not one', async () => {
    expect((await preview(t.app, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await preview(t.app, 'nope')).statusCode).toBe(400);
  });

  it('the full game stays behind sign-in (401 without a session)', async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'beginner',
      spotsTotal: 2,
    });
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/v1/games/${opened.json().game._id}`,
    });
    expect(full.statusCode).toBe(401);
  });
});
