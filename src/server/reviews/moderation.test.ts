import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { turfReviews } from '../db/schema-discovery';
import {
  AFTER_GAME,
  call,
  reviewScene,
  turfReviews as readReviews,
  writeReview,
} from '../testing/review-kit';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

async function reviewed() {
  const scene = await reviewScene(t);
  const written = await writeReview(t, scene.booking.id, scene.playerCookie, {
    rating: 1,
    text: 'The owner is a crook, call 98xxxxxx.',
  });
  return { ...scene, reviewId: written.json().review._id as string };
}

const report = (reviewId: string, cookie: string | null, reason = 'Names a phone number.') =>
  call(t, 'POST', `/api/v1/reviews/${reviewId}/report`, cookie, { reason });
const admin = (path: string, cookie: string | null, payload?: object) =>
  call(
    t,
    payload || path !== '/reported' ? 'POST' : 'GET',
    `/api/v1/admin/reviews${path}`,
    cookie,
    payload,
  );

describe('reports and the admin', () => {
  it('takes one report a person, lists it for the admin, and hides with a reason, never deleting', async () => {
    const scene = await reviewed();
    expect((await report(scene.reviewId, scene.ownerCookie)).statusCode).toBe(201);
    t.setNow(new Date(AFTER_GAME.getTime() + 60_000));
    expect((await report(scene.reviewId, scene.otherPlayerCookie, 'Rude')).statusCode).toBe(201);
    const twice = await report(scene.reviewId, scene.ownerCookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('review_reported');
    expect((await report(scene.reviewId, null)).statusCode).toBe(401);
    expect((await report(scene.reviewId, scene.playerCookie, ' x ')).json().code).toBe(
      'reason_text_length',
    );

    const reported = await admin('/reported', scene.adminCookie);
    expect(reported.statusCode).toBe(200);
    expect(reported.json().reviews).toHaveLength(1);
    expect(reported.json().reviews[0]).toMatchObject({
      _id: scene.reviewId,
      turf: { _id: scene.turf.id },
      reports: [{ reason: 'Names a phone number.' }, { reason: 'Rude' }],
    });

    const hidden = await admin(`/${scene.reviewId}/hide`, scene.adminCookie, {
      reason: 'Personal details',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await readReviews(t, scene.turf.id)).json().reviews).toEqual([]);
    const detail = await call(t, 'GET', `/api/v1/turf/turf/${scene.turf.id}`, null);
    expect(detail.json().turf.reviewSummary).toEqual({ average: null, count: 0 });
    const [row] = await t.database.db
      .select()
      .from(turfReviews)
      .where(eq(turfReviews.id, scene.reviewId));
    expect(row).toMatchObject({
      hiddenReason: 'Personal details',
      text: 'The owner is a crook, call 98xxxxxx.',
    });
    expect((await admin('/reported', scene.adminCookie)).json().reviews).toEqual([]);

    // Hidden stays hidden: no second hiding, keeping, reply or report brings it back.
    expect(
      (await admin(`/${scene.reviewId}/hide`, scene.adminCookie, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect((await admin(`/${scene.reviewId}/keep`, scene.adminCookie, {})).statusCode).toBe(409);
    expect((await report(scene.reviewId, scene.frontDeskCookie)).statusCode).toBe(404);
    const reply = await call(
      t,
      'POST',
      `/api/v1/reviews/${scene.reviewId}/reply`,
      scene.ownerCookie,
      { text: 'No' },
    );
    expect(reply.statusCode).toBe(404);
    const mine = await call(
      t,
      'GET',
      `/api/v1/booking/${scene.booking.id}/review`,
      scene.playerCookie,
    );
    expect(mine.json().refusal).toBe('review_exists');
  });

  it('keeps a reported review: its reports are read, a later one opens it again', async () => {
    const scene = await reviewed();
    await report(scene.reviewId, scene.ownerCookie);
    expect((await admin(`/${scene.reviewId}/keep`, scene.adminCookie, {})).statusCode).toBe(200);
    expect((await admin('/reported', scene.adminCookie)).json().reviews).toEqual([]);
    // A report after the keeping (the scene's clock is half an hour after the game).
    t.setNow(new Date(new Date('2030-05-12T15:00:00Z').getTime()));
    await report(scene.reviewId, scene.otherPlayerCookie, 'Still rude');
    const open = await admin('/reported', scene.adminCookie);
    expect(open.json().reviews[0].reports).toEqual([
      expect.objectContaining({ reason: 'Still rude' }),
    ]);
    expect((await readReviews(t, scene.turf.id)).json().reviews).toHaveLength(1);
    expect(
      (await admin(`/${crypto.randomUUID()}/hide`, scene.adminCookie, { reason: 'Gone' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses the admin routes to everyone but the admin', async () => {
    const scene = await reviewed();
    const refused = [
      scene.playerCookie,
      scene.ownerCookie,
      scene.managerCookie,
      scene.frontDeskCookie,
    ];
    for (const cookie of [null, ...refused]) {
      const expected = cookie ? 403 : 401;
      expect((await admin('/reported', cookie)).statusCode).toBe(expected);
      expect(
        (await admin(`/${scene.reviewId}/hide`, cookie, { reason: 'Because' })).statusCode,
      ).toBe(expected);
      expect((await admin(`/${scene.reviewId}/keep`, cookie, {})).statusCode).toBe(expected);
    }
    expect((await readReviews(t, scene.turf.id)).json().reviews).toHaveLength(1);
  });
});
