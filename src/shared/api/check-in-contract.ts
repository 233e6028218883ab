import { z } from 'zod';
import { ATTENDANCE_MARKS, ATTENDANCE_MESSAGES } from '../attendance';
import { uuidField } from './common-contract';

// Who shows up (docs/decisions/043): the owner's check-in by reference, the day's list with its
// marks, and a player's own record. Dates are the venue's 'YYYY-MM-DD', times the spec's labels.

export const INVALID_ATTENDANCE_MARK = "A mark is 'arrived', 'no_show' or null.";

/** GET /api/v1/owner/check-in/:reference */
export const checkInParamsSchema = z.object({
  reference: z.string().max(40, { error: ATTENDANCE_MESSAGES.badReference }),
});

/**
 * POST /api/v1/owner/bookings/:bookingId/attendance: null clears the mark. `playerId` names one of
 * the booking's team players (its game's or split's, the entry's `players`); absent, the booker.
 */
export const attendanceBodySchema = z.object({
  mark: z.enum(ATTENDANCE_MARKS, { error: INVALID_ATTENDANCE_MARK }).nullable(),
  playerId: uuidField(ATTENDANCE_MESSAGES.playerNotFound).optional(),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** GET /api/v1/owner/attendance?date=YYYY-MM-DD&turfId=… (no turfId: all the owner's turfs). */
export const attendanceDayQuerySchema = z.object({
  date: z.iso.date({ error: 'Dates are written like 2030-05-10.' }).optional(),
  turfId: uuidField('Invalid turf id').optional(),
});

const markSchema = z.enum(ATTENDANCE_MARKS);

/** A booking as the owner checks it in: who, when, where, and its mark. */
export const attendanceEntrySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  turfId: z.string(),
  turfName: z.string(),
  courtName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** online: a player's booking; phone or walk_in: recorded by the venue (decision 032). */
  source: z.enum(['online', 'phone', 'walk_in']),
  status: z.string(),
  /** The player (or the venue's named customer) and the phone the owner already sees. */
  customer: z.object({ fullname: z.string(), mobilenumber: z.string() }),
  attendance: markSchema.nullable(),
  attendanceMarkedAt: z.string().nullable(),
  /**
   * Who else plays (the customer above is the booker): the players who joined its open game and
   * the teammates who paid a share of its split, each with their own mark. Names only: the
   * owner's customer is the booker.
   */
  players: z.array(
    z.object({
      _id: z.string(),
      fullname: z.string(),
      role: z.enum(['joined', 'teammate']),
      attendance: markSchema.nullable(),
      attendanceMarkedAt: z.string().nullable(),
    }),
  ),
  /** The marks the server would accept now (the buttons to show), for the booker and each player. */
  marksOpen: z.array(markSchema),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const checkInAnswerSchema = z.object({
  success: z.literal(true),
  booking: attendanceEntrySchema,
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

export const attendanceMarkedAnswerSchema = checkInAnswerSchema.extend({ message: z.string() });

export const attendanceDayAnswerSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The venue's today, so the page can step days from it. */
  today: z.string(),
  /** The turfs listed (one, or all the owner's), for the page's chooser. */
  turfs: z.array(z.object({ _id: z.string(), name: z.string() })),
  bookings: z.array(attendanceEntrySchema),
});
export type AttendanceDayAnswer = z.infer<typeof attendanceDayAnswerSchema>;

/** GET /api/v1/user/record: the player's own. */
export const playerRecordAnswerSchema = z.object({
  success: z.literal(true),
  record: z.object({
    played: z.number(),
    lateCancellations: z.number(),
    noShows: z.number(),
    unpaidShares: z.number(),
  }),
  reliability: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('new'), counted: z.number() }),
    z.object({ kind: z.literal('rated'), percent: z.number() }),
  ]),
  label: z.string(),
  /** The bookings that count against it (late cancellations and no-shows), newest first. */
  countedAgainst: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      turfName: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      kind: z.enum(['late_cancellation', 'no_show']),
      /** Whose booking it is: the player's own, or one they played in (a game, a split). */
      role: z.enum(['booker', 'joined', 'teammate']),
      /** The game a joined player played in (their page for it); null otherwise. */
      gameId: z.string().nullable(),
    }),
  ),
});
export type PlayerRecordAnswer = z.infer<typeof playerRecordAnswerSchema>;
