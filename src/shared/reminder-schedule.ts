import { zonedNow } from './time';

// When a player is reminded of a game (docs/decisions/059): a pure rule, asked by the server's
// job each run with the run's "now". It answers which reminder is due now; the job records each
// sent reminder, so a reminder that stays due across runs goes out once.
//
// Each reminder is a number of hours before play (configuration, 24 and 2 by default). Its
// moment is play minus those hours, an instant: "24 hours before" is a duration, not "the day
// before" (across a daylight-saving change the two differ by an hour, and the player asked for
// neither). A reminder is due while, all at once:
//  - the booking is confirmed (the booking core's only status of a game that will be played:
//    pending is a hold, cancelled covers rain-outs, expired and blocked are no one's game);
//  - its moment has come, and no later reminder's has (two due at once: only the later is sent);
//  - its moment came after the booking got its time, unless it is the last reminder (a booking
//    made inside 24 hours gets only the 2-hour one; a move counts as booking the new time);
//  - play is more than 30 minutes away (a reminder that could not go out on time, the server
//    down or quiet hours, goes late only until then);
//  - it is not quiet hours (10 PM to 7 AM venue time), unless play is 3 hours away or less: a
//    reminder falling in quiet hours waits for 7 AM, or for play's last 3 hours if sooner.
//
// After play, the player is asked once to review the booking (docs/decisions/059, 067): see
// reviewRequestDue at the end.

export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2];

/** Statuses of a booking that will be played, so is reminded: the booking core's confirmed. */
export const REMINDED_STATUSES: readonly string[] = ['confirmed'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Quiet hours in the venue zone, as minutes of the day: from 10 PM up to (not at) 7 AM. */
export const QUIET_FROM = 22 * 60;
export const QUIET_UNTIL = 7 * 60;
/** Quiet hours do not hold back a reminder once play is this close. */
export const QUIET_WAIVED_WITHIN_MS = 3 * HOUR;
/** No reminder once play is this close or closer: the player is on the way, or it is too late. */
export const NO_REMINDER_WITHIN_MS = 30 * MINUTE;

/** The name a reminder is recorded and queued under: '24h', '2h'. */
export function reminderKey(hours: number): string {
  return `${hours}h`;
}

export interface ReminderQuestion {
  /** The booking's status (bookings.status). */
  status: string;
  /** When play starts. */
  playAt: Date;
  /** When the booking got this start: when it was made, or moved here. */
  bookedAt: Date;
  /** The venue's zone, for quiet hours. */
  timeZone: string;
  /** The configured reminders, in hours before play (any order, distinct, positive). */
  hoursBefore: readonly number[];
  now: Date;
}

export interface DueReminder {
  hours: number;
  key: string;
  /** The reminder's own moment (play minus its hours); it may be sent later than that. */
  moment: Date;
}

/** Whether `instant` is in quiet hours in `timeZone`. */
export function inQuietHours(instant: Date, timeZone: string): boolean {
  const { minutes } = zonedNow(instant, timeZone);
  return minutes >= QUIET_FROM || minutes < QUIET_UNTIL;
}

/** The reminder due now, or null; never more than one (see the rules above). */
export function dueReminder(question: ReminderQuestion): DueReminder | null {
  const { playAt, bookedAt, now } = question;
  if (!REMINDED_STATUSES.includes(question.status)) return null;
  const untilPlay = playAt.getTime() - now.getTime();
  if (!(untilPlay > NO_REMINDER_WITHIN_MS)) return null;
  const latestFirst = [...question.hoursBefore].sort((a, b) => a - b);
  const last = latestFirst[0];
  // The latest reminder whose moment has come: it supersedes every earlier one.
  const hours = latestFirst.find((each) => untilPlay <= each * HOUR);
  if (hours === undefined) return null;
  const moment = new Date(playAt.getTime() - hours * HOUR);
  if (moment < bookedAt && hours !== last) return null;
  if (untilPlay > QUIET_WAIVED_WITHIN_MS && inQuietHours(now, question.timeZone)) return null;
  return { hours, key: reminderKey(hours), moment };
}

/** The request to review a played booking is recorded under this name, beside '24h' and '2h'. */
export const REVIEW_REQUEST_KEY = 'review';
/** The request goes this long after the game's end: the player is home, the game still fresh. */
export const REVIEW_REQUEST_AFTER_MS = HOUR;
/**
 * And not once this long after the end has passed: a request held back (the server down, the job
 * new) goes late only until then, so a game of months ago is never asked about.
 */
export const REVIEW_REQUEST_WITHIN_MS = 72 * HOUR;
/**
 * A player asked about a turf, or who reviewed it, within this many days is not asked about it
 * again: a regular's weekly games (a subscription) would otherwise each bring a request.
 */
export const REVIEW_REQUEST_GAP_DAYS = 30;

export interface ReviewRequestQuestion {
  /** The booking's status (bookings.status). */
  status: string;
  /** The venue's check-in mark (bookings.attendance). */
  attendance: 'arrived' | 'no_show' | null;
  /** When play ended (the booking's day and end minute, in the venue's zone). */
  endAt: Date;
  /** The venue's zone, for quiet hours. */
  timeZone: string;
  now: Date;
}

/**
 * Whether the player is asked to review the booking now: it is confirmed and not marked a no-show
 * (what the review itself asks, shared/reviews.ts; a rained-out booking is cancelled), an hour has
 * passed since play ended and three days have not, and it is not quiet hours (a request falling
 * in them waits for 7 AM; three days always hold a morning). A check-in does not bring it sooner:
 * the player is still on the turf. Whether it was sent, or the booking reviewed, is the job's.
 */
export function reviewRequestDue(question: ReviewRequestQuestion): boolean {
  if (!REMINDED_STATUSES.includes(question.status) || question.attendance === 'no_show')
    return false;
  const sinceEnd = question.now.getTime() - question.endAt.getTime();
  if (!(sinceEnd >= REVIEW_REQUEST_AFTER_MS && sinceEnd < REVIEW_REQUEST_WITHIN_MS)) return false;
  return !inQuietHours(question.now, question.timeZone);
}
