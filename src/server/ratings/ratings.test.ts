import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';

const t = useTestApp();

async function setup() {
  const owner = await createUser(t.database.db, 'owner');
  const turf = await createTurf(t.database.db, owner.id);
  const player = await createUser(t.database.db, 'user', 'Priya Sharma');
  return { owner, turf, player, cookie: await cookieFor(t.app, player) };
}

function rate(turfId: string, rating: unknown, cookie?: string, userId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/turf/${turfId}/rating`,
    headers: cookie ? { cookie } : {},
    payload: { rating, ...(userId ? { userId } : {}) },
  });
}

describe('POST /api/v1/turf/:turfId/rating', () => {
  it('keeps one rating per player: set, change, and see the average with the turf', async () => {
    const { turf, player, cookie } = await setup();
    const other = await createUser(t.database.db, 'user');
    const otherCookie = await cookieFor(t.app, other);

    const first = await rate(turf.id, 4, cookie, player.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Rating saved',
      rating: 4,
      averageRating: 4,
      ratingCount: 1,
    });
    expect((await rate(turf.id, 2, otherCookie)).json()).toMatchObject({
      averageRating: 3,
      ratingCount: 2,
    });
    expect((await rate(turf.id, 5, cookie)).json()).toMatchObject({
      averageRating: 3.5,
      ratingCount: 2,
    });

    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${turf.id}` });
    const body = detail.json().turf;
    expect(body.averageRating).toBe(3.5);
    expect(body.ratings).toHaveLength(2);
    // The spec's shape: `user` is the text a client shows, never an object.
    expect(body.ratings).toContainEqual(expect.objectContaining({ rating: 5, user: 'Priya S.' }));
    for (const entry of body.ratings) expect(typeof entry.user).toBe('string');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/turf/getTurf' });
    expect(listed.json().turfs[0]).toMatchObject({
      _id: turf.id,
      averageRating: 3.5,
      ratingCount: 2,
    });
    // Lists carry the ratings too, whole or paged.
    expect(listed.json().turfs[0].ratings).toEqual(body.ratings);
    const paged = await t.app.inject({ method: 'GET', url: '/api/v1/turf/getTurf?limit=5' });
    expect(paged.json().turfs[0].ratings).toEqual(body.ratings);
  });

  it('removes the rating with 0', async () => {
    const { turf, player, cookie } = await setup();
    await rate(turf.id, 3, cookie);
    const removed = await rate(turf.id, 0, cookie);
    expect(removed.json()).toEqual({
      success: true,
      message: 'Rating removed',
      rating: 0,
      averageRating: null,
      ratingCount: 0,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/${turf.id}/user-rating/${player.id}`,
      headers: { cookie },
    });
    expect(mine.json()).toEqual({ success: true, rating: 0 });
  });

  it.each([[7], [-1], [2.5], ['four'], [null]])('refuses rating %j with 400', async (value) => {
    const { turf, cookie } = await setup();
    const response = await rate(turf.id, value, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Rating must be a whole number from 0 to 5',
    });
  });

  it('lets only logged-in players rate, and only as themselves', async () => {
    const { owner, turf, player } = await setup();
    const anonymous = await rate(turf.id, 4);
    expect(anonymous.statusCode).toBe(401);
    const ownerCookie = await cookieFor(t.app, owner);
    expect((await rate(turf.id, 4, ownerCookie)).statusCode).toBe(403);
    const admin = await createUser(t.database.db, 'admin');
    expect((await rate(turf.id, 4, await cookieFor(t.app, admin))).statusCode).toBe(403);
    const impostor = await createUser(t.database.db, 'user');
    const response = await rate(turf.id, 1, await cookieFor(t.app, impostor), player.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'You can only rate as yourself.',
    });
  });

  it('answers 404 for unknown and pending turfs, 400 for a malformed id', async () => {
    const { owner, cookie } = await setup();
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    expect((await rate(pending.id, 4, cookie)).statusCode).toBe(404);
    expect((await rate('00000000-0000-4000-8000-000000000000', 4, cookie)).statusCode).toBe(404);
    const malformed = await rate('abc', 4, cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid turf id');
  });
});

describe('GET /api/v1/turf/:turfId/user-rating/:userId', () => {
  it("answers the player's own rating and refuses someone else's", async () => {
    const { turf, player, cookie } = await setup();
    await rate(turf.id, 5, cookie);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/${turf.id}/user-rating/${player.id}`,
      headers: { cookie },
    });
    expect(mine.json()).toEqual({ success: true, rating: 5 });
    const other = await createUser(t.database.db, 'user');
    const snooping = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/${turf.id}/user-rating/${player.id}`,
      headers: { cookie: await cookieFor(t.app, other) },
    });
    expect(snooping.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/${turf.id}/user-rating/${player.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
