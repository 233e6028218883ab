import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_REMINDER_WITHIN_MS,
  QUIET_WAIVED_WITHIN_MS,
  REVIEW_REQUEST_AFTER_MS,
  REVIEW_REQUEST_WITHIN_MS,
  dueReminder,
  inQuietHours,
  reviewRequestDue,
  type ReminderQuestion,
} from './reminder-schedule';
import { reviewRefusal } from './reviews';
import { localInstant, zonedNow } from './time';

// Properties of the reminder rule and of the review request after play (docs/decisions/059) over
// many games, zones and clocks, including a job run every minute, as housekeeping runs it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
const STATUSES = ['confirmed', 'confirmed', 'cancelled', 'pending', 'expired', 'blocked'];
/** Whole minutes from 2030 (daylight-saving changes of every zone above included). */
const instant = fc
  .integer({ min: 0, max: 366 * 24 * 60 })
  .map((minutes) => new Date(Date.UTC(2030, 0, 1) + minutes * MINUTE));
const hoursBefore = fc.uniqueArray(fc.integer({ min: 1, max: 48 }), {
  minLength: 1,
  maxLength: 4,
});

const question = fc.record({
  status: fc.constantFrom(...STATUSES),
  playAt: instant,
  bookedBefore: fc.integer({ min: 0, max: 60 * 60 }),
  nowBefore: fc.integer({ min: -120, max: 60 * 60 }),
  timeZone: fc.constantFrom(...ZONES),
  hoursBefore,
});

type Question = typeof question extends fc.Arbitrary<infer T> ? T : never;

function ask(q: Question) {
  const asked: ReminderQuestion = {
    status: q.status,
    playAt: q.playAt,
    bookedAt: new Date(q.playAt.getTime() - q.bookedBefore * MINUTE),
    timeZone: q.timeZone,
    hoursBefore: q.hoursBefore,
    now: new Date(q.playAt.getTime() - q.nowBefore * MINUTE),
  };
  return { asked, due: dueReminder(asked) };
}

/** What a job running every minute from booking to play sends: each key at its first due run. */
function simulate(asked: Omit<ReminderQuestion, 'now'>) {
  const sent: { key: string; hours: number; at: Date }[] = [];
  for (let t = asked.bookedAt.getTime(); t < asked.playAt.getTime(); t += MINUTE) {
    const due = dueReminder({ ...asked, now: new Date(t) });
    if (due && !sent.some((one) => one.key === due.key))
      sent.push({ key: due.key, hours: due.hours, at: new Date(t) });
  }
  return sent;
}

describe('the reminder rule', () => {
  it('never reminds of a booking that is not confirmed, nor within 30 minutes of play', () => {
    fc.assert(
      fc.property(question, (q) => {
        const { asked, due } = ask(q);
        if (q.status !== 'confirmed') expect(due).toBeNull();
        if (asked.playAt.getTime() - asked.now.getTime() <= NO_REMINDER_WITHIN_MS)
          expect(due).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });

  it('never reminds in quiet hours unless play is within 3 hours', () => {
    fc.assert(
      fc.property(question, (q) => {
        const { asked, due } = ask(q);
        if (due && inQuietHours(asked.now, asked.timeZone))
          expect(asked.playAt.getTime() - asked.now.getTime()).toBeLessThanOrEqual(
            QUIET_WAIVED_WITHIN_MS,
          );
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers a configured reminder whose moment has come, and the latest such', () => {
    fc.assert(
      fc.property(question, (q) => {
        const { asked, due } = ask(q);
        if (!due) return;
        expect(asked.hoursBefore).toContain(due.hours);
        expect(due.moment.getTime()).toBeLessThanOrEqual(asked.now.getTime());
        for (const hours of asked.hoursBefore)
          if (hours < due.hours)
            expect(asked.playAt.getTime() - hours * HOUR).toBeGreaterThan(asked.now.getTime());
        // A reminder whose moment had passed when the booking was made is the last one.
        if (due.moment < asked.bookedAt) expect(due.hours).toBe(Math.min(...asked.hoursBefore));
      }),
      { numRuns: 2_000 },
    );
  });

  it('run every minute, sends reminders in order, once each, and always the last one', () => {
    const game = fc.record({
      playAt: instant.map((at) => new Date(Math.floor(at.getTime() / (30 * MINUTE)) * 30 * MINUTE)),
      bookedBefore: fc.integer({ min: 0, max: 50 * 60 }),
      timeZone: fc.constantFrom(...ZONES),
      hoursBefore: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(game, (g) => {
        const asked = {
          status: 'confirmed',
          playAt: g.playAt,
          bookedAt: new Date(g.playAt.getTime() - g.bookedBefore * MINUTE),
          timeZone: g.timeZone,
          hoursBefore: g.hoursBefore,
        };
        const sent = simulate(asked);
        // Earlier reminders first: once a later one's moment comes, an earlier one never goes.
        const hours = sent.map((one) => one.hours);
        expect(hours).toEqual([...hours].sort((a, b) => b - a));
        const last = Math.min(...g.hoursBefore);
        const lastSent = sent.some((one) => one.hours === last);
        // Booked more than half an hour before play: reminded, at the run of the booking's minute
        // at the latest (a booking 31 minutes ahead is reminded at once; 30 minutes, never).
        expect(lastSent).toBe(g.bookedBefore * MINUTE > NO_REMINDER_WITHIN_MS);
        for (const one of sent) {
          const untilPlay = g.playAt.getTime() - one.at.getTime();
          expect(untilPlay).toBeGreaterThan(NO_REMINDER_WITHIN_MS);
          // On time unless quiet hours (or the booking) held it back.
          const moment = g.playAt.getTime() - one.hours * HOUR;
          if (one.at.getTime() > Math.max(moment, asked.bookedAt.getTime()))
            expect(inQuietHours(new Date(one.at.getTime() - MINUTE), g.timeZone)).toBe(true);
        }
      }),
      {
        numRuns: 60,
        // The edge of the half hour, drawn by chance about once in 3,000 games, is always run.
        examples: [30, 31].map((bookedBefore) => [
          {
            playAt: new Date(Date.UTC(2030, 0, 1)),
            bookedBefore,
            timeZone: 'Asia/Kolkata',
            hoursBefore: [1],
          },
        ]),
      },
    );
  });
});

/** A played booking: a venue day of 2030 and its end, as the booking core keeps them. */
const playedGame = fc.record({
  day: fc
    .integer({ min: 0, max: 364 })
    .map((days) => new Date(Date.UTC(2030, 0, 1) + days * 24 * HOUR).toISOString().slice(0, 10)),
  endMinute: fc.integer({ min: 1, max: 48 }).map((halves) => halves * 30),
  status: fc.constantFrom(...STATUSES),
  attendance: fc.constantFrom('arrived' as const, 'no_show' as const, null),
  timeZone: fc.constantFrom(...ZONES),
});

describe('the review request after play', () => {
  it('is due only of a game its player may review, an hour to three days after it, by day', () => {
    fc.assert(
      fc.property(playedGame, fc.integer({ min: -600, max: 5 * 24 * 60 }), (game, minutesAfter) => {
        const endAt = localInstant(game.day, game.endMinute, game.timeZone);
        const now = new Date(endAt.getTime() + minutesAfter * MINUTE);
        const due = reviewRequestDue({ ...game, endAt, now });
        if (!due) return;
        expect(minutesAfter * MINUTE).toBeGreaterThanOrEqual(REVIEW_REQUEST_AFTER_MS);
        expect(minutesAfter * MINUTE).toBeLessThan(REVIEW_REQUEST_WITHIN_MS);
        expect(inQuietHours(now, game.timeZone)).toBe(false);
        // Whenever the player is asked, the review they are asked for is open to them.
        expect(reviewRefusal(game, zonedNow(now, game.timeZone))).toBeNull();
      }),
      { numRuns: 3_000 },
    );
  });

  it('run every minute after play, comes once on time, or at the first 7 AM if quiet', () => {
    fc.assert(
      fc.property(playedGame, (game) => {
        const endAt = localInstant(game.day, game.endMinute, game.timeZone);
        const asked = { ...game, status: 'confirmed', attendance: null, endAt };
        let first: number | null = null;
        for (let t = endAt.getTime(); t < endAt.getTime() + 4 * 24 * HOUR; t += MINUTE)
          if (reviewRequestDue({ ...asked, now: new Date(t) })) {
            first = t;
            break;
          }
        // Three days always hold a morning: every played game is asked about.
        expect(first).not.toBeNull();
        const onTime = endAt.getTime() + REVIEW_REQUEST_AFTER_MS;
        if (first !== onTime) {
          expect(first!).toBeGreaterThan(onTime);
          expect(inQuietHours(new Date(first! - MINUTE), game.timeZone)).toBe(true);
          expect(zonedNow(new Date(first!), game.timeZone).minutes).toBe(7 * 60);
        }
      }),
      { numRuns: 60 },
    );
  });
});
