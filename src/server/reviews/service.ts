import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReviewJson } from '../../shared/api/review-contract';
import {
  isReviewRating,
  REASON_TEXT_MAX,
  REASON_TEXT_MIN,
  REPLY_TEXT_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE_SIZE,
  reviewRefusal,
  tidyText,
  type ReviewRefusal,
} from '../../shared/reviews';
import { zonedNow } from '../../shared/time';
import { publicRaterName } from '../../shared/turf-types';
import type { UserRow } from '../auth/users';
import type { Db, DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { turfReviews } from '../db/schema-discovery';
import { HttpError } from '../http/errors';
import { requireVisibleTurf } from '../turfs/service';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor';

// Reviews of played bookings (docs/decisions/067): one per booking (the unique constraint decides
// a double submit), the owner's one reply, and the reads. Reports and hiding: moderation.ts.

export interface ReviewClock {
  now: Date;
  timeZone: string;
}

/** The columns a review's answer is made of. */
export const REVIEW_FIELDS = {
  id: turfReviews.id,
  rating: turfReviews.rating,
  text: turfReviews.text,
  createdAt: turfReviews.createdAt,
  /** created_at exactly as stored (microseconds), for the page's cursor. */
  createdAtText: sql<string>`${turfReviews.createdAt}::text`,
  replyText: turfReviews.replyText,
  repliedAt: turfReviews.repliedAt,
  authorName: users.fullname,
};
interface ReviewRow {
  id: string;
  rating: number;
  text: string;
  createdAt: Date;
  createdAtText: string;
  replyText: string | null;
  repliedAt: Date | null;
  authorName: string;
}

export function reviewJson(row: ReviewRow): ReviewJson {
  return {
    _id: row.id,
    rating: row.rating,
    text: row.text,
    author: { fullname: publicRaterName(row.authorName) },
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
        : null,
  };
}

function selectReviews(db: DbOrTx) {
  return db
    .select(REVIEW_FIELDS)
    .from(turfReviews)
    .innerJoin(users, eq(users.id, turfReviews.authorId))
    .$dynamic();
}

/** A page of a visible turf's reviews, newest first, hidden ones left out. */
export async function turfReviewsPage(
  db: Db,
  turfId: string,
  viewer: UserRow | null,
  cursor: string | undefined,
) {
  const turf = await requireVisibleTurf(db, turfId, viewer);
  const after = cursor === undefined ? null : decodeReviewCursor(cursor);
  if (cursor !== undefined && after === null) throw new HttpError(400, 'page_cursor_invalid');
  const rows = await selectReviews(db)
    .where(
      and(
        eq(turfReviews.turfId, turfId),
        isNull(turfReviews.hiddenAt),
        after
          ? sql`(${turfReviews.createdAt}, ${turfReviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(turfReviews.createdAt), desc(turfReviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    ownerId: turf.ownerId,
    reviews: page.map(reviewJson),
    nextCursor:
      rows.length > REVIEWS_PAGE_SIZE && last
        ? encodeReviewCursor({ at: last.createdAtText, id: last.id })
        : null,
  };
}

/** One review (hidden too, for moderation), or null. */
export async function findReview(db: DbOrTx, reviewId: string) {
  const [row] = await db
    .select({ review: turfReviews, ownerId: turfs.ownerId })
    .from(turfReviews)
    .innerJoin(turfs, eq(turfs.id, turfReviews.turfId))
    .where(eq(turfReviews.id, reviewId));
  return row ?? null;
}

async function reviewAnswer(db: DbOrTx, reviewId: string): Promise<ReviewJson> {
  const [row] = await selectReviews(db).where(eq(turfReviews.id, reviewId));
  if (!row) throw new HttpError(404, 'review_not_found');
  return reviewJson(row);
}

/** The booking `player` may review, or why not: 404 unknown, 403 another's, 409 not yet/never. */
async function reviewableBooking(db: DbOrTx, player: UserRow, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, ownerId: turfs.ownerId })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(eq(bookings.id, bookingId));
  // Another's booking is refused whether or not it exists: ids cannot be probed (decision 016).
  if (!row || row.booking.userId !== player.id) throw new HttpError(403, 'review_not_your_booking');
  // A venue's phone or walk-in booking is the owner's row: the owner never reviews their own turf.
  if (row.booking.source !== 'online' || row.ownerId === player.id)
    throw new HttpError(403, 'review_not_your_booking');
  return row.booking;
}

function refusalAt(
  booking: typeof bookings.$inferSelect,
  clock: ReviewClock,
): ReviewRefusal | null {
  return reviewRefusal(booking, zonedNow(clock.now, clock.timeZone));
}

/** The player's review of their booking, or why they cannot write one now. */
export async function bookingReview(
  db: Db,
  player: UserRow,
  bookingId: string,
  clock: ReviewClock,
) {
  const booking = await reviewableBooking(db, player, bookingId);
  const [row] = await selectReviews(db).where(eq(turfReviews.bookingId, booking.id));
  if (row) return { review: reviewJson(row), refusal: 'review_exists' };
  return { review: null, refusal: refusalAt(booking, clock) };
}

/** The booking's one review, by its player, once it was played. */
export async function writeReview(
  db: Db,
  player: UserRow,
  bookingId: string,
  input: { rating: number; text: string },
  clock: ReviewClock,
): Promise<ReviewJson> {
  const booking = await reviewableBooking(db, player, bookingId);
  const refusal = refusalAt(booking, clock);
  if (refusal) throw new HttpError(409, refusal);
  if (!isReviewRating(input.rating)) throw new HttpError(400, 'review_rating_range');
  const text = tidyText(input.text, REVIEW_TEXT_MIN, REVIEW_TEXT_MAX);
  if (text === null) throw new HttpError(400, 'review_text_length');
  const [created] = await db
    .insert(turfReviews)
    .values({
      bookingId: booking.id,
      turfId: booking.turfId,
      authorId: player.id,
      rating: input.rating,
      text,
      createdAt: clock.now,
    })
    .onConflictDoNothing({ target: turfReviews.bookingId })
    .returning({ id: turfReviews.id });
  if (!created) throw new HttpError(409, 'review_exists');
  return reviewAnswer(db, created.id);
}

/** The venue's one reply to a visible review; who may reply is the route's guard. */
export async function replyToReview(
  db: Db,
  reviewId: string,
  input: { text: string },
  now: Date,
): Promise<ReviewJson> {
  const text = tidyText(input.text, 1, REPLY_TEXT_MAX);
  if (text === null) throw new HttpError(400, 'reply_text_length');
  const replied = await db
    .update(turfReviews)
    .set({ replyText: text, repliedAt: now })
    .where(
      and(
        eq(turfReviews.id, reviewId),
        isNull(turfReviews.replyText),
        isNull(turfReviews.hiddenAt),
      ),
    )
    .returning({ id: turfReviews.id });
  if (replied.length === 0) throw new HttpError(409, 'review_replied');
  return reviewAnswer(db, reviewId);
}

/** A reason (a report's, the admin's hiding's), trimmed, or 400. */
export function tidyReason(reason: string): string {
  const tidy = tidyText(reason, REASON_TEXT_MIN, REASON_TEXT_MAX);
  if (tidy === null) throw new HttpError(400, 'reason_text_length');
  return tidy;
}
