import { GAME, at, checkInScene } from './check-in-kit';
import { createBooking, createUser } from './factories';
import { TEST_NOW } from './payment-kit';
import { cookieFor } from './requests';
import type { TestHarness } from './test-app';
import { staffMember } from './team-kit';

// The scene of the reviews' tests (docs/decisions/067): a turf, its owner, a player whose booking
// there was played (the clock set after it), and everyone else who is refused something.

/** After the game of check-in-kit's GAME has ended. */
export const AFTER_GAME = at(GAME.day, '19:30');

export async function reviewScene(t: TestHarness) {
  // Sessions begin at the payment kit's now, before the game (as the check-in tests do).
  t.setNow(TEST_NOW);
  const scene = await checkInScene(t.app, t.database.db);
  const other = await createUser(t.database.db, 'user', 'Rahul Verma');
  const manager = await staffMember(t, scene.turf.id, scene.ownerCookie, 'manager');
  const frontDesk = await staffMember(t, scene.turf.id, scene.ownerCookie, 'front_desk');
  t.setNow(AFTER_GAME);
  return {
    ...scene,
    otherPlayerCookie: await cookieFor(t.app, other),
    managerCookie: manager.cookie,
    frontDeskCookie: frontDesk.cookie,
  };
}

/** Another played booking of the same player on the scene's turf, `daysBefore` the game. */
export async function anotherPlayedBooking(
  t: TestHarness,
  scene: Awaited<ReturnType<typeof reviewScene>>,
  day: string,
) {
  return createBooking(t.database.db, {
    turfId: scene.turf.id,
    userId: scene.player.id,
    day,
    startMinute: 7 * 60,
    endMinute: 8 * 60,
  });
}

export function call(
  t: TestHarness,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(cookie && { headers: { cookie } }),
    ...(payload && { payload }),
  });
}

export const writeReview = (
  t: TestHarness,
  bookingId: string,
  cookie: string | null,
  body: object,
) => call(t, 'POST', `/api/v1/booking/${bookingId}/review`, cookie, body);

export const turfReviews = (t: TestHarness, turfId: string, cursor?: string, cookie?: string) =>
  call(
    t,
    'GET',
    `/api/v1/turf/${turfId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    cookie ?? null,
  );
