import { describe, expect, it } from 'vitest';
import {
  dueReminder,
  inQuietHours,
  reminderKey,
  reviewRequestDue,
  type ReminderQuestion,
  type ReviewRequestQuestion,
} from './reminder-schedule';
import { localInstant } from './time';

// The named cases of the reminder rule (docs/decisions/059); its properties are in
// reminder-schedule-property.test.ts. Times are written as the venue's clock shows them.

const KOLKATA = 'Asia/Kolkata';
const at = (date: string, time: string, zone = KOLKATA) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localInstant(date, hours * 60 + minutes, zone);
};

/** A game on Sunday 12 May 2030 at 7 PM, booked a week before. */
const game: Omit<ReminderQuestion, 'now'> = {
  status: 'confirmed',
  playAt: at('2030-05-12', '19:00'),
  bookedAt: at('2030-05-05', '12:00'),
  timeZone: KOLKATA,
  hoursBefore: [24, 2],
};

const dueAt = (now: Date, question: Partial<ReminderQuestion> = {}) =>
  dueReminder({ ...game, ...question, now })?.key ?? null;

describe('dueReminder', () => {
  it('reminds 24 hours and 2 hours before play, each from its moment on', () => {
    expect(dueAt(at('2030-05-11', '18:59'))).toBeNull();
    expect(dueReminder({ ...game, now: at('2030-05-11', '19:00') })).toEqual({
      hours: 24,
      key: '24h',
      moment: at('2030-05-11', '19:00'),
    });
    // Still due an hour on: the job records what it sent, and sends each once.
    expect(dueAt(at('2030-05-11', '20:00'))).toBe('24h');
    expect(dueAt(at('2030-05-12', '16:59'))).toBe('24h');
    expect(dueAt(at('2030-05-12', '17:00'))).toBe('2h');
  });

  it('reminds only of a confirmed booking', () => {
    for (const status of ['cancelled', 'pending', 'expired', 'blocked', 'unblocked'])
      expect(dueAt(at('2030-05-12', '17:00'), { status })).toBeNull();
  });

  it('gives a booking made inside 24 hours of play only the 2-hour reminder', () => {
    const bookedAt = at('2030-05-11', '20:00');
    expect(dueAt(at('2030-05-11', '20:01'), { bookedAt })).toBeNull();
    expect(dueAt(at('2030-05-12', '16:59'), { bookedAt })).toBeNull();
    expect(dueAt(at('2030-05-12', '17:00'), { bookedAt })).toBe('2h');
    // Booked exactly at the 24-hour moment: that reminder is still its own.
    expect(dueAt(at('2030-05-11', '19:00'), { bookedAt: at('2030-05-11', '19:00') })).toBe('24h');
  });

  it('gives a booking made inside 2 hours the last reminder at once, unless play is 30 minutes off', () => {
    expect(dueAt(at('2030-05-12', '17:31'), { bookedAt: at('2030-05-12', '17:30') })).toBe('2h');
    expect(dueAt(at('2030-05-12', '18:31'), { bookedAt: at('2030-05-12', '18:25') })).toBeNull();
  });

  it('sends a reminder late after downtime only while play is more than 30 minutes away', () => {
    // Down from before the 24-hour moment until the next morning: the 24-hour one goes late.
    expect(dueAt(at('2030-05-12', '10:00'))).toBe('24h');
    // Down past the 2-hour moment: both are due, only the later one goes.
    expect(dueAt(at('2030-05-12', '17:45'))).toBe('2h');
    expect(dueAt(at('2030-05-12', '18:29'))).toBe('2h');
    expect(dueAt(at('2030-05-12', '18:30'))).toBeNull();
    expect(dueAt(at('2030-05-12', '19:00'))).toBeNull();
    expect(dueAt(at('2030-05-12', '20:00'))).toBeNull();
  });

  it('holds a reminder back in quiet hours, at both edges, until 7 AM', () => {
    const lateGame = { playAt: at('2030-05-12', '22:00') };
    expect(dueAt(at('2030-05-11', '22:00'), lateGame)).toBeNull();
    expect(dueAt(at('2030-05-12', '06:59'), lateGame)).toBeNull();
    expect(dueAt(at('2030-05-12', '07:00'), lateGame)).toBe('24h');
    const earlier = { playAt: at('2030-05-12', '21:59') };
    expect(dueAt(at('2030-05-11', '21:59'), earlier)).toBe('24h');
    expect(inQuietHours(at('2030-05-11', '21:59'), KOLKATA)).toBe(false);
    expect(inQuietHours(at('2030-05-11', '22:00'), KOLKATA)).toBe(true);
    expect(inQuietHours(at('2030-05-12', '06:59'), KOLKATA)).toBe(true);
    expect(inQuietHours(at('2030-05-12', '07:00'), KOLKATA)).toBe(false);
  });

  it('reminds in quiet hours when play is 3 hours away or less', () => {
    // An 8 AM game: its 2-hour reminder at 6 AM is not held back.
    expect(dueAt(at('2030-05-12', '06:00'), { playAt: at('2030-05-12', '08:00') })).toBe('2h');
    // A 4-hour reminder of a 9:30 AM game falls at 5:30: it waits for 6:30, 3 hours before play.
    const early = { playAt: at('2030-05-12', '09:30'), hoursBefore: [24, 4] };
    expect(dueAt(at('2030-05-12', '05:30'), early)).toBeNull();
    expect(dueAt(at('2030-05-12', '06:29'), early)).toBeNull();
    expect(dueAt(at('2030-05-12', '06:30'), early)).toBe('4h');
  });

  it('reminds a moved booking of its new time, booked when it moved', () => {
    // Moved on the day to 9 PM: inside 24 hours of the new time, so only the 2-hour reminder.
    const moved = { playAt: at('2030-05-12', '21:00'), bookedAt: at('2030-05-12', '10:00') };
    expect(dueAt(at('2030-05-12', '17:00'), moved)).toBeNull();
    expect(dueAt(at('2030-05-12', '19:00'), moved)).toBe('2h');
    // Moved a day on: both again, at the new moments.
    const later = { playAt: at('2030-05-13', '19:00'), bookedAt: at('2030-05-12', '10:00') };
    expect(dueAt(at('2030-05-12', '19:00'), later)).toBe('24h');
  });

  it("judges quiet hours on the venue's own clock, daylight saving included", () => {
    const zone = 'America/New_York';
    // 7:30 AM on the Sunday clocks go forward: 24 hours before is 6:30 AM, still quiet, and the
    // reminder waits for 7:00 AM on Saturday (standard time) — 23 and a half hours before play.
    const bookedAt = new Date('2030-03-01T00:00:00Z');
    const dstGame = { playAt: at('2030-03-10', '07:30', zone), bookedAt, timeZone: zone };
    expect(dstGame.playAt.toISOString()).toBe('2030-03-10T11:30:00.000Z');
    expect(dueAt(new Date('2030-03-09T11:30:00Z'), dstGame)).toBeNull();
    expect(dueAt(at('2030-03-09', '06:59', zone), dstGame)).toBeNull();
    expect(dueAt(at('2030-03-09', '07:00', zone), dstGame)).toBe('24h');
    expect(at('2030-03-09', '07:00', zone).toISOString()).toBe('2030-03-09T12:00:00.000Z');
    // The same instants in Kolkata are afternoon and evening: nothing is held back there.
    const inKolkata = { playAt: dstGame.playAt, bookedAt };
    expect(dueAt(new Date('2030-03-09T11:30:00Z'), inKolkata)).toBe('24h');
  });

  it('names reminders by their hours, and knows none when none is configured', () => {
    expect(reminderKey(24)).toBe('24h');
    expect(reminderKey(2)).toBe('2h');
    expect(dueAt(at('2030-05-12', '17:00'), { hoursBefore: [] })).toBeNull();
    expect(dueAt(at('2030-05-12', '17:00'), { hoursBefore: [2, 24] })).toBe('2h');
    expect(dueAt(at('2030-05-12', '17:00'), { playAt: new Date(NaN) })).toBeNull();
  });
});

/** The same game, played: it ended on Sunday 12 May 2030 at 8 PM. */
const played: Omit<ReviewRequestQuestion, 'now'> = {
  status: 'confirmed',
  attendance: null,
  endAt: at('2030-05-12', '20:00'),
  timeZone: KOLKATA,
};

const askedAt = (now: Date, question: Partial<ReviewRequestQuestion> = {}) =>
  reviewRequestDue({ ...played, ...question, now });

describe('reviewRequestDue', () => {
  it('asks from an hour after the end of play until three days after it', () => {
    expect(askedAt(at('2030-05-12', '19:00'))).toBe(false);
    expect(askedAt(at('2030-05-12', '20:59'))).toBe(false);
    expect(askedAt(at('2030-05-12', '21:00'))).toBe(true);
    // Still due later: the job records what it sent, and sends it once.
    expect(askedAt(at('2030-05-13', '12:00'))).toBe(true);
    expect(askedAt(at('2030-05-15', '19:59'))).toBe(true);
    expect(askedAt(at('2030-05-15', '20:00'))).toBe(false);
    expect(askedAt(at('2030-09-01', '12:00'))).toBe(false);
  });

  it('asks only of a confirmed booking that was not a no-show, checked in or not', () => {
    const now = at('2030-05-12', '21:00');
    for (const status of ['cancelled', 'pending', 'expired', 'blocked', 'unblocked'])
      expect(askedAt(now, { status })).toBe(false);
    expect(askedAt(now, { attendance: 'no_show' })).toBe(false);
    expect(askedAt(now, { attendance: 'arrived' })).toBe(true);
    // A check-in does not bring it before the end: the player is still playing.
    expect(askedAt(at('2030-05-12', '19:30'), { attendance: 'arrived' })).toBe(false);
  });

  it('waits for 7 AM when its hour falls in quiet hours', () => {
    const late = { endAt: at('2030-05-12', '21:30') };
    expect(askedAt(at('2030-05-12', '21:59'), { endAt: at('2030-05-12', '20:59') })).toBe(true);
    expect(askedAt(at('2030-05-12', '22:30'), late)).toBe(false);
    expect(askedAt(at('2030-05-13', '06:59'), late)).toBe(false);
    expect(askedAt(at('2030-05-13', '07:00'), late)).toBe(true);
    // A game ending at midnight: its end is the next day's 00:00.
    const midnight = { endAt: at('2030-05-12', '00:00') };
    expect(askedAt(at('2030-05-12', '01:00'), midnight)).toBe(false);
    expect(askedAt(at('2030-05-12', '07:00'), midnight)).toBe(true);
  });

  it("judges quiet hours on the venue's own clock, daylight saving included", () => {
    const zone = 'America/New_York';
    // Ends 1:00 AM the night clocks go forward: 2:00 standard time is 3:00, still quiet.
    const endAt = at('2030-03-10', '01:00', zone);
    expect(askedAt(new Date(endAt.getTime() + 3_600_000), { endAt, timeZone: zone })).toBe(false);
    expect(askedAt(at('2030-03-10', '06:59', zone), { endAt, timeZone: zone })).toBe(false);
    expect(askedAt(at('2030-03-10', '07:00', zone), { endAt, timeZone: zone })).toBe(true);
    expect(askedAt(new Date(endAt.getTime() + 3_600_000), { endAt })).toBe(true);
    expect(askedAt(at('2030-05-12', '21:00'), { endAt: new Date(NaN) })).toBe(false);
  });
});
