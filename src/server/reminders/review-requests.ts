import { and, eq, gt, gte, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REVIEW_REQUEST_AFTER_MS,
  REVIEW_REQUEST_GAP_DAYS,
  REVIEW_REQUEST_KEY,
  REVIEW_REQUEST_WITHIN_MS,
  reviewRequestDue,
} from '../../shared/reminder-schedule';
import { addDays, localInstant, zonedNow } from '../../shared/time';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { turfReviews } from '../db/schema-discovery';
import { bookingReminders } from '../db/schema-notifications';
import { recordOnce } from './record-once';

// The request to review after play (docs/decisions/059, 067), run by housekeeping every minute
// after the reminders: the players' games that ended in the last three days are read, the shared
// rule says which are due now, and each is recorded in booking_reminders under 'review' and
// queued ('booking.review_request') in one transaction, as a reminder is (record-once.ts).

const DAY = 24 * 3_600_000;

export interface ReviewRequestContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}

const askedBookings = alias(bookings, 'asked_bookings');
const venues = alias(turfs, 'venues');

/**
 * What must hold of a booking for its player to be asked: a confirmed online booking of theirs
 * (a venue's phone or walk-in customer has no account, an owner never reviews their own turf),
 * not marked a no-show; and the player neither asked about this turf nor wrote a review of it
 * within the last 30 days (a regular's every weekly game would be asked about): a review of this
 * booking is one of those. Read with the games and again as the request is recorded, so a review
 * written meanwhile wins.
 */
function askable(db: DbOrTx, now: Date, timeZone: string) {
  const since = new Date(now.getTime() - REVIEW_REQUEST_GAP_DAYS * DAY);
  // A request sent since then was of a game at most three days older: its day bounds the read of
  // the player's bookings at the turf, which would otherwise grow with every game played there.
  const askedFrom = firstDayEndingAfter(
    new Date(since.getTime() - REVIEW_REQUEST_WITHIN_MS),
    timeZone,
  );
  const one = { one: sql`1` };
  return and(
    eq(bookings.status, 'confirmed'),
    eq(bookings.source, 'online'),
    or(isNull(bookings.attendance), ne(bookings.attendance, 'no_show')),
    notExists(
      db
        .select(one)
        .from(venues)
        .where(and(eq(venues.id, bookings.turfId), eq(venues.ownerId, bookings.userId))),
    ),
    notExists(
      db
        .select(one)
        .from(turfReviews)
        .where(
          and(
            eq(turfReviews.turfId, bookings.turfId),
            gt(turfReviews.createdAt, since),
            eq(turfReviews.authorId, bookings.userId),
          ),
        ),
    ),
    notExists(
      db
        .select(one)
        .from(askedBookings)
        .innerJoin(
          bookingReminders,
          and(
            eq(bookingReminders.bookingId, askedBookings.id),
            eq(bookingReminders.reminder, REVIEW_REQUEST_KEY),
            gt(bookingReminders.sentAt, since),
          ),
        )
        .where(
          and(
            eq(askedBookings.userId, bookings.userId),
            eq(askedBookings.turfId, bookings.turfId),
            gte(askedBookings.day, askedFrom),
          ),
        ),
    ),
  );
}

/** The first venue day with games ending after `instant` (one ending at midnight ends a day on). */
function firstDayEndingAfter(instant: Date, timeZone: string) {
  return addDays(zonedNow(instant, timeZone).date, -1);
}

/**
 * The games that may be asked about now: of the venue days from the first whose games end within
 * the last three days to the day an hour ago. Read through the turfs,
 * so each turf's bookings come from its (turf, day) index.
 */
export function playedGames(db: DbOrTx, now: Date, timeZone: string) {
  const firstDay = firstDayEndingAfter(
    new Date(now.getTime() - REVIEW_REQUEST_WITHIN_MS),
    timeZone,
  );
  const lastDay = zonedNow(new Date(now.getTime() - REVIEW_REQUEST_AFTER_MS), timeZone).date;
  return db
    .select({
      id: bookings.id,
      day: bookings.day,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      status: bookings.status,
      attendance: bookings.attendance,
    })
    .from(turfs)
    .innerJoin(bookings, eq(bookings.turfId, turfs.id))
    .where(
      and(gte(bookings.day, firstDay), lte(bookings.day, lastDay), askable(db, now, timeZone)),
    );
}

/** Asks every player due a request now who was not asked yet; answers how many were queued. */
export async function sendDueReviewRequests(context: ReviewRequestContext): Promise<number> {
  const { db } = context;
  const now = context.now();
  const timeZone = context.config.venueTimeZone;
  let queued = 0;
  for (const game of await playedGames(db, now, timeZone)) {
    const endAt = localInstant(game.day, game.endMinute, timeZone);
    if (!reviewRequestDue({ ...game, endAt, timeZone, now })) continue;
    const playAt = localInstant(game.day, game.startMinute, timeZone);
    const stillDue = and(
      askable(db, now, timeZone),
      eq(bookings.day, game.day),
      eq(bookings.startMinute, game.startMinute),
    );
    const record = { bookingId: game.id, key: REVIEW_REQUEST_KEY, playAt, now, stillDue };
    const sent = await recordOnce(db, record, (tx) =>
      enqueue(tx, 'booking.review_request', {
        bookingId: game.id,
        playAt: playAt.toISOString(),
      }),
    );
    if (sent) queued += 1;
  }
  return queued;
}
