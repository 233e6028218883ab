import { and, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { dueReminder, type DueReminder } from '../../shared/reminder-schedule';
import { localInstant, zonedNow } from '../../shared/time';
import { timeBooked } from '../bookings/time-booked';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { enqueue } from '../db/outbox';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { bookingReminders } from '../db/schema-notifications';
import { recordOnce } from './record-once';

// Reminders before play (docs/decisions/059), run by housekeeping every minute: the games a
// reminder may be due for are read, the shared rule says which one is due now, and each due
// reminder not yet sent is recorded (booking_reminders) and queued ('booking.reminder') in one
// transaction (record-once.ts). The record's key is (booking, reminder, start of play): a second
// process doing the same finds the first's row (ON CONFLICT DO NOTHING waits for it) and queues
// nothing, and a booking moved since its reminder has another start, so it is reminded again, of
// its new time. The request to review after play is review-requests.ts.

const HOUR = 3_600_000;

export interface ReminderJobContext {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone' | 'reminders'>;
}

interface Game {
  id: string;
  day: string;
  startMinute: number;
  status: string;
  bookedAt: Date;
}

/**
 * Players' confirmed games on the venue days from today to the longest reminder ahead (an owner's
 * phone or walk-in customer has no account to remind). Read through the turfs, so each turf's
 * bookings come from its (turf, day) index rather than a scan of every booking ever made.
 */
function upcomingGames(db: Db, firstDay: string, lastDay: string): Promise<Game[]> {
  return db
    .select({
      id: bookings.id,
      day: bookings.day,
      startMinute: bookings.startMinute,
      status: bookings.status,
      bookedAt: timeBooked,
    })
    .from(turfs)
    .innerJoin(bookings, eq(bookings.turfId, turfs.id))
    .where(
      and(
        gte(bookings.day, firstDay),
        lte(bookings.day, lastDay),
        eq(bookings.status, 'confirmed'),
        eq(bookings.source, 'online'),
      ),
    );
}

/** The reminders already sent of these bookings' games still to come, as `id key start` keys. */
async function sentReminders(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select()
    .from(bookingReminders)
    .where(and(inArray(bookingReminders.bookingId, ids), gt(bookingReminders.playAt, now)));
  return new Set(rows.map((row) => sentKey(row.bookingId, row.reminder, row.playAt)));
}

const sentKey = (bookingId: string, reminder: string, playAt: Date) =>
  `${bookingId} ${reminder} ${playAt.getTime()}`;

/** Records the reminder and queues its message, once, while the booking is still at that start. */
function sendReminder(db: Db, game: Game, due: DueReminder, playAt: Date, now: Date) {
  const stillDue = and(
    eq(bookings.status, 'confirmed'),
    eq(bookings.day, game.day),
    eq(bookings.startMinute, game.startMinute),
  );
  return recordOnce(db, { bookingId: game.id, key: due.key, playAt, now, stillDue }, (tx) =>
    enqueue(tx, 'booking.reminder', {
      bookingId: game.id,
      reminder: due.key,
      playAt: playAt.toISOString(),
    }),
  );
}

/** Sends every reminder due now that was not sent yet; answers how many were queued. */
export async function sendDueReminders(context: ReminderJobContext): Promise<number> {
  const { db } = context;
  const now = context.now();
  const timeZone = context.config.venueTimeZone;
  const hoursBefore = context.config.reminders.hoursBefore;
  const longest = Math.max(...hoursBefore);
  const games = await upcomingGames(
    db,
    zonedNow(now, timeZone).date,
    zonedNow(new Date(now.getTime() + longest * HOUR), timeZone).date,
  );
  const sent = await sentReminders(
    db,
    games.map((game) => game.id),
    now,
  );
  let queued = 0;
  for (const game of games) {
    const playAt = localInstant(game.day, game.startMinute, timeZone);
    const due = dueReminder({ ...game, playAt, timeZone, hoursBefore, now });
    if (!due || sent.has(sentKey(game.id, due.key, playAt))) continue;
    if (await sendReminder(db, game, due, playAt, now)) queued += 1;
  }
  return queued;
}
