import { describe, expect, it } from 'vitest';
import { call, reviewScene, turfReviews, writeReview } from '../testing/review-kit';
import { anotherPlayedBooking } from '../testing/review-kit';
import { useTestApp } from '../testing/test-app';
import { addDays } from '../../shared/time';
import { GAME } from '../testing/check-in-kit';

const t = useTestApp();

async function reviewed() {
  const scene = await reviewScene(t);
  const written = await writeReview(t, scene.booking.id, scene.playerCookie, {
    rating: 4,
    text: 'Good turf, short on parking.',
  });
  return { ...scene, reviewId: written.json().review._id as string };
}

const reply = (
  reviewId: string,
  cookie: string | null,
  text = 'Thank you! Parking opens next month.',
) => call(t, 'POST', `/api/v1/reviews/${reviewId}/reply`, cookie, { text });

describe('POST /api/v1/reviews/:reviewId/reply', () => {
  it('lets the owner reply once, shown under the review', async () => {
    const scene = await reviewed();
    const owners = await turfReviews(t, scene.turf.id, undefined, scene.ownerCookie);
    expect(owners.json().mayReply).toBe(true);
    expect(
      (await turfReviews(t, scene.turf.id, undefined, scene.playerCookie)).json().mayReply,
    ).toBe(false);
    const first = await reply(scene.reviewId, scene.ownerCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().review.reply).toMatchObject({
      text: 'Thank you! Parking opens next month.',
    });
    const second = await reply(scene.reviewId, scene.ownerCookie, 'Again');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('review_replied');
    const page = await turfReviews(t, scene.turf.id);
    expect(page.json().reviews[0].reply.text).toBe('Thank you! Parking opens next month.');
  });

  it('lets a manager reply (their role may edit the listing), and refuses everyone else', async () => {
    const scene = await reviewed();
    const refused = {
      player: [scene.playerCookie, 'not_your_turf'],
      otherPlayer: [scene.otherPlayerCookie, 'not_your_turf'],
      otherOwner: [scene.otherOwnerCookie, 'not_your_turf'],
      frontDesk: [scene.frontDeskCookie, 'not_your_role'],
      admin: [scene.adminCookie, 'not_your_turf'],
    } as const;
    for (const [who, [cookie, code]] of Object.entries(refused)) {
      const answer = await reply(scene.reviewId, cookie);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json().code, who).toBe(code);
    }
    expect((await reply(scene.reviewId, null)).statusCode).toBe(401);
    expect((await reply(crypto.randomUUID(), scene.ownerCookie)).statusCode).toBe(404);
    const blank = await reply(scene.reviewId, scene.ownerCookie, '   ');
    expect(blank.json().code).toBe('reply_text_length');
    const managers = await reply(scene.reviewId, scene.managerCookie);
    expect(managers.statusCode).toBe(200);
  });
});

describe('reviewSummary', () => {
  it('counts every rating and every visible review once, in every turf answer and the sort', async () => {
    const scene = await reviewed();
    // The spec's rating by another player: 2 stars; the review: 4.
    const rated = await call(
      t,
      'POST',
      `/api/v1/turf/${scene.turf.id}/rating`,
      scene.otherPlayerCookie,
      { rating: 2 },
    );
    expect(rated.statusCode).toBe(200);
    const summary = { average: 3, count: 2 };
    const detail = await call(t, 'GET', `/api/v1/turf/turf/${scene.turf.id}`, null);
    expect(detail.json().turf).toMatchObject({
      averageRating: 2,
      ratingCount: 1,
      reviewSummary: summary,
    });
    const list = await call(t, 'GET', '/api/v1/turf/getTurf', null);
    const listed = list.json().turfs.find((turf: { _id: string }) => turf._id === scene.turf.id);
    expect(listed.reviewSummary).toEqual(summary);
    const owners = await call(
      t,
      'GET',
      `/api/v1/turf/owner-turfs/${scene.owner.id}`,
      scene.ownerCookie,
    );
    expect(owners.statusCode).toBe(200);
    expect(JSON.stringify(owners.json())).toContain('"reviewSummary":{"average":3,"count":2}');
    const other = list
      .json()
      .turfs.find((turf: { _id: string }) => turf._id === scene.otherTurf.id);
    expect(other.reviewSummary).toEqual({ average: null, count: 0 });

    // The other turf's one rating of 3 outranks our ratings alone (2), never our stars together:
    // 2, 4 and 5 make 3.7.
    await call(t, 'POST', `/api/v1/turf/${scene.otherTurf.id}/rating`, scene.otherPlayerCookie, {
      rating: 3,
    });
    const booking = await anotherPlayedBooking(t, scene, addDays(GAME.day, -1));
    await writeReview(t, booking.id, scene.playerCookie, { rating: 5, text: 'Even better.' });
    const sorted = await call(t, 'GET', '/api/v1/turf/getTurf?sort=rating', null);
    const ids = sorted.json().turfs.map((turf: { _id: string }) => turf._id);
    expect(ids).toEqual([scene.turf.id, scene.otherTurf.id]);
    expect(sorted.json().turfs[0]).toMatchObject({
      averageRating: 2,
      reviewSummary: { average: 3.7, count: 3 },
    });
    const searched = await call(
      t,
      'GET',
      `/api/v1/turf/getTurf?sort=rating&date=${addDays(GAME.day, 1)}&from=18:00`,
      null,
    );
    if (searched.statusCode === 200)
      expect(searched.json().turfs.map((turf: { _id: string }) => turf._id)).toEqual(ids);
  });
});
