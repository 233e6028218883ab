import { z } from 'zod';
import { ATTENDANCE_MARKS } from '../attendance';
import { STAFF_ROLES } from '../venue-team';
import { calendarEntrySchema } from './owner-calendar-contract';

// Today's board (docs/decisions/066): GET /api/v1/owner/board?date=YYYY-MM-DD (default the
// venue's today). Every listing where the person may see the calendar, each court with the day's
// entries as the calendar shows them, who has arrived, what is unpaid at the venue (rupees as
// text with 2 decimals) and the next free stretches.

export const boardQuerySchema = z.object({
  date: z.iso.date({ error: 'Dates are written like 2030-05-10.' }).optional(),
});

const freeRunSchema = z.object({
  start: z.number(),
  end: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});

export const boardEntrySchema = calendarEntrySchema.extend({
  /** Bookings: the booker's mark at the gate (null: not marked yet). */
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
  /** A phone or walk-in booking not paid yet: what the desk is to take, rupees; else null. */
  unpaid: z.string().nullable(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

export const boardCourtSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The court's hours this day (null: closed all day). */
  hours: z.object({ open: z.number(), close: z.number() }).nullable(),
  /** What stands on its ground this day (a half's booking on the whole pitch too), by start. */
  entries: z.array(boardEntrySchema),
  /** The next free stretches (from now on today), at most three. */
  nextFree: z.array(freeRunSchema),
});
export type BoardCourt = z.infer<typeof boardCourtSchema>;

export const boardListingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Who the person is there. */
  role: z.enum(['owner', ...STAFF_ROLES, 'admin']),
  courts: z.array(boardCourtSchema),
  /** The day's phone and walk-in bookings not yet paid, and what they come to. */
  unpaid: z.object({ count: z.number(), amount: z.string() }),
  /** Bookings of the day, and how many of them have arrived. */
  arrivals: z.object({ expected: z.number(), arrived: z.number() }),
});
export type BoardListing = z.infer<typeof boardListingSchema>;

export const boardAnswerSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The venue's today and minute now, so the board opens at the current hour. */
  today: z.string(),
  nowMinutes: z.number(),
  listings: z.array(boardListingSchema),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;
