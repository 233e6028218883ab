import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { turfReviews } from '../db/schema-discovery';
import { GAME, at } from '../testing/check-in-kit';
import {
  anotherPlayedBooking,
  call,
  reviewScene,
  turfReviews as readReviews,
  writeReview,
} from '../testing/review-kit';
import { useTestApp } from '../testing/test-app';
import { REVIEWS_PAGE_SIZE } from '../../shared/reviews';
import { addDays } from '../../shared/time';

const t = useTestApp();
const GOOD = { rating: 5, text: '  Good grass, bright lights.  ' };

describe('POST /api/v1/booking/:bookingId/review', () => {
  it('takes one review of a played booking, by its player, and shows it on the turf', async () => {
    const scene = await reviewScene(t);
    const written = await writeReview(t, scene.booking.id, scene.playerCookie, GOOD);
    expect(written.statusCode).toBe(201);
    expect(written.json().review).toMatchObject({
      rating: 5,
      text: 'Good grass, bright lights.',
      author: { fullname: 'Priya N.' },
      reply: null,
    });
    const again = await writeReview(t, scene.booking.id, scene.playerCookie, GOOD);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_exists');

    const page = await readReviews(t, scene.turf.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ reviews: [written.json().review], nextCursor: null });
    const mine = await call(
      t,
      'GET',
      `/api/v1/booking/${scene.booking.id}/review`,
      scene.playerCookie,
    );
    expect(mine.json()).toMatchObject({
      review: { _id: written.json().review._id },
      refusal: 'review_exists',
    });
  });

  it('lets a double submit write one review: the unique constraint decides', async () => {
    const scene = await reviewScene(t);
    const both = await Promise.all([
      writeReview(t, scene.booking.id, scene.playerCookie, GOOD),
      writeReview(t, scene.booking.id, scene.playerCookie, { rating: 3, text: 'Twice?' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(turfReviews)
      .where(eq(turfReviews.bookingId, scene.booking.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses everyone but the booking’s player', async () => {
    const scene = await reviewScene(t);
    const refused = {
      anonymous: null,
      otherPlayer: scene.otherPlayerCookie,
      owner: scene.ownerCookie,
      otherOwner: scene.otherOwnerCookie,
      frontDesk: scene.frontDeskCookie,
      manager: scene.managerCookie,
      admin: scene.adminCookie,
    };
    for (const [who, cookie] of Object.entries(refused)) {
      const answer = await writeReview(t, scene.booking.id, cookie, GOOD);
      expect(answer.statusCode, who).toBe(cookie ? 403 : 401);
      const read = await call(t, 'GET', `/api/v1/booking/${scene.booking.id}/review`, cookie);
      expect(read.statusCode, who).toBe(cookie ? 403 : 401);
    }
    const unknown = await writeReview(t, crypto.randomUUID(), scene.playerCookie, GOOD);
    expect(unknown.json().code).toBe('review_not_your_booking');
  });

  it('waits for the end of the game unless the player was checked in; never a cancelled one', async () => {
    const scene = await reviewScene(t);
    t.setNow(at(GAME.day, '18:30'));
    const early = await writeReview(t, scene.booking.id, scene.playerCookie, GOOD);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('review_not_played');
    const before = await call(
      t,
      'GET',
      `/api/v1/booking/${scene.booking.id}/review`,
      scene.playerCookie,
    );
    expect(before.json()).toMatchObject({ review: null, refusal: 'review_not_played' });

    await t.database.db
      .update(bookings)
      .set({
        attendance: 'arrived',
        attendanceMarkedBy: scene.owner.id,
        attendanceMarkedAt: new Date(),
      })
      .where(eq(bookings.id, scene.booking.id));
    expect((await writeReview(t, scene.booking.id, scene.playerCookie, GOOD)).statusCode).toBe(201);

    t.setNow(at(addDays(GAME.day, 2), '10:00'));
    const cancelled = await anotherPlayedBooking(t, scene, addDays(GAME.day, 1));
    await t.database.db
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: 'owner',
        cancelReason: 'Rain',
      })
      .where(eq(bookings.id, cancelled.id));
    const rained = await writeReview(t, cancelled.id, scene.playerCookie, GOOD);
    expect(rained.statusCode).toBe(409);
    expect(rained.json().code).toBe('review_cancelled');
  });

  it('takes whole stars from 1 to 5 and trimmed words of sensible length', async () => {
    const scene = await reviewScene(t);
    for (const rating of [0, 6, 4.5]) {
      const answer = await writeReview(t, scene.booking.id, scene.playerCookie, {
        rating,
        text: 'Fine turf',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('review_rating_range');
    }
    for (const text of ['  ok  ', 'x'.repeat(1001)]) {
      const answer = await writeReview(t, scene.booking.id, scene.playerCookie, {
        rating: 4,
        text,
      });
      expect(answer.json().code).toBe('review_text_length');
    }
    const missing = await writeReview(t, scene.booking.id, scene.playerCookie, { rating: 4 });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/v1/turf/:turfId/reviews', () => {
  it('pages the newest first with an opaque cursor, and refuses a made-up cursor', async () => {
    const scene = await reviewScene(t);
    const total = REVIEWS_PAGE_SIZE + 2;
    for (let index = 0; index < total; index += 1) {
      const day = addDays(GAME.day, -1 - index);
      const booking = await anotherPlayedBooking(t, scene, day);
      t.setNow(at(day, '09:00'));
      const text = `Game number ${index}`;
      expect(
        (await writeReview(t, booking.id, scene.playerCookie, { rating: 4, text })).statusCode,
      ).toBe(201);
    }
    const first = await readReviews(t, scene.turf.id);
    expect(first.json().reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.json().reviews[0].text).toBe('Game number 0');
    const second = await readReviews(t, scene.turf.id, first.json().nextCursor);
    expect(second.json().reviews.map((review: { text: string }) => review.text)).toEqual([
      'Game number 10',
      'Game number 11',
    ]);
    expect(second.json().nextCursor).toBeNull();
    const made = await readReviews(t, scene.turf.id, 'bm90IGEgY3Vyc29y');
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('page_cursor_invalid');
    expect((await readReviews(t, crypto.randomUUID())).statusCode).toBe(404);
  });
});
