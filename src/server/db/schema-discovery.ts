import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turfs, users } from './schema';
import { bookings } from './schema-bookings';

// What players find a turf by beyond its name (docs/decisions/067): its photos and the reviews of
// people who played there. The point on the map and the amenities are columns of turfs.

/** One size of a photo as stored: a WebP file of this width (its height follows the ratio). */
export interface PhotoVariant {
  url: string;
  width: number;
}

/**
 * A listing's photo (at most 10 a listing): the original's size and its WebP sizes. `position`
 * orders them as the owner does; the cover is the one with `is_cover` (at most one a listing),
 * whose largest size is the spec's `images`.
 */
export const turfPhotos = pgTable(
  'turf_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    /** The largest stored size's URL (what `url` answers). */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Every stored size, narrowest first. */
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('turf_photos_turf_idx').on(table.turfId, table.position),
    uniqueIndex('turf_photos_one_cover_idx')
      .on(table.turfId)
      .where(sql`${table.isCover}`),
    check('turf_photos_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * A player's review of one booking they played: stars and words, the owner's one reply, and the
 * admin's hiding (hidden, never deleted: `hidden_at` and its reason). A hidden review's stars
 * leave the turf's average and count.
 */
export const turfReviews = pgTable(
  'turf_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    /** When the admin read its reports and kept it; reports after this are open again. */
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (table) => [
    unique('turf_reviews_one_per_booking').on(table.bookingId),
    index('turf_reviews_turf_newest_idx').on(table.turfId, table.createdAt, table.id),
    check('turf_reviews_range', sql`${table.rating} between 1 and 5`),
    check(
      'turf_reviews_reply_whole',
      sql`(${table.replyText} is null) = (${table.repliedAt} is null)`,
    ),
    check(
      'turf_reviews_hidden_whole',
      sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`,
    ),
  ],
);

/** Someone logged in saying a review should not be shown, and why; once per person a review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => turfReviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('review_reports_once_per_person').on(table.reviewId, table.reporterId)],
);
