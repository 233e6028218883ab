import { z } from 'zod';
import { moveMoneyFields } from './api/move-contract';
import { bookingDetailsSchema } from './booking-request';
import { RESCHEDULE_MESSAGES } from './reschedule';
import { isPastSlot, type LocalMoment, type TimeRange } from './slots';
import { addDays } from './time';

// A rained-out player's choice (docs/decisions/041): the whole amount as TurfBook credit at once,
// a free move to another free time of the same venue within 14 days of the rained-out game, or a
// full refund to the card or UPI paid with. Chosen once; 24 hours without a choice is credit.

export const RAIN_OUT_CHOICES = ['credit', 'move', 'refund'] as const;
export type RainOutChoice = (typeof RAIN_OUT_CHOICES)[number];

/** How long the player has to choose before the credit is given by default. */
export const RAIN_OUT_CHOICE_HOURS = 24;
/** A move may go up to this many days after the rained-out game's day. */
export const RAIN_OUT_MOVE_DAYS = 14;

export const RAIN_OUT_MESSAGES = {
  choice: "choice must be 'credit', 'move' or 'refund'",
  slotNeeded: 'Please pick the new time to move to.',
  slotNotWanted: 'Only a move takes a new time.',
  notRainedOut: 'This booking was not rained out, so there is nothing to choose.',
  chosenAlready: 'A choice has already been made for this rained-out booking.',
  tooLate: 'The 24 hours to choose have passed: the full amount goes to your TurfBook credit.',
  beyondWindow: `A rained-out booking can move to a time up to ${RAIN_OUT_MOVE_DAYS} days after the rained-out game.`,
  started: 'This time slot has already started. Please select a future time.',
  chosen: {
    credit: 'The full amount is in your TurfBook credit now.',
    refund: 'Your full refund is on its way back to the card or UPI you paid with.',
    move: 'Booking moved, free of charge.',
  },
} as const;

/** What each choice is called where the player picks one. */
export const RAIN_OUT_CHOICE_TEXT: Record<RainOutChoice, string> = {
  credit: 'TurfBook credit now',
  move: 'Move to another time, free',
  refund: 'Refund to the card or UPI',
};

/** The last day a rained-out game on `rainedOutDay` may move to. */
export function lastMoveDay(rainedOutDay: string): string {
  return addDays(rainedOutDay, RAIN_OUT_MOVE_DAYS);
}

/** When the choice falls to the default: 24 hours after the rain-out. */
export function choiceDeadline(rainedOutAt: Date): Date {
  return new Date(rainedOutAt.getTime() + RAIN_OUT_CHOICE_HOURS * 3_600_000);
}

/**
 * Why a rained-out booking of `rainedOut` cannot move to `target` (not started, same length,
 * within the 14 days), or null when it can if the time is free (the database's answer).
 */
export function rainOutMoveProblem(
  rainedOut: TimeRange,
  target: TimeRange,
  now: LocalMoment,
): string | null {
  const length = rainedOut.end - rainedOut.start;
  if (target.end - target.start !== length) return RESCHEDULE_MESSAGES.sameLength(length);
  if (isPastSlot(target.date, target.start, now)) return RAIN_OUT_MESSAGES.started;
  if (target.date > lastMoveDay(rainedOut.date)) return RAIN_OUT_MESSAGES.beyondWindow;
  return null;
}

/** POST /api/v1/booking/:id/rain-out-choice. */
export const rainOutChoiceBodySchema = z
  .object({
    choice: z.enum(RAIN_OUT_CHOICES, { error: RAIN_OUT_MESSAGES.choice }),
    slot: bookingDetailsSchema.omit({ turfId: true, sport: true }).optional(),
    // A move costs what the new slot costs off the same court size (docs/decisions/053).
    ...moveMoneyFields,
  })
  .superRefine((body, ctx) => {
    if (body.choice === 'move' && !body.slot)
      ctx.addIssue({ code: 'custom', path: ['slot'], message: RAIN_OUT_MESSAGES.slotNeeded });
    if (body.choice !== 'move' && body.slot)
      ctx.addIssue({ code: 'custom', path: ['slot'], message: RAIN_OUT_MESSAGES.slotNotWanted });
  });
export type RainOutChoiceRequest = z.input<typeof rainOutChoiceBodySchema>;

/** The booking page's view of the choice: open until `deadline`, or what was chosen. */
export const rainOutChoiceViewSchema = z.object({
  deadline: z.string(),
  /** The last day a move may go to (YYYY-MM-DD). */
  moveUntil: z.string(),
  choice: z.enum(RAIN_OUT_CHOICES).nullable(),
  /** Made by the player, or by TurfBook when the 24 hours ran out. */
  chosenBy: z.enum(['player', 'system']).nullable(),
  chosenAt: z.string().nullable(),
  /** The rained-out time, as it was. */
  rainedOut: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }),
});
export type RainOutChoiceView = z.infer<typeof rainOutChoiceViewSchema>;
