// What a player gets back when they cancel, and when they may move a booking (decision 014).
// One policy for now, written once: the turf page, the summary and the booking page show
// CANCELLATION_POLICY_TEXT, and the server computes every refund with refundForCancellation.

const HOUR_MS = 3_600_000;

export const FULL_REFUND_HOURS_BEFORE = 24;
export const HALF_REFUND_HOURS_BEFORE = 6;
export const HALF_REFUND_PERCENT = 50;
export const RESCHEDULE_HOURS_BEFORE = 24;
/** Reschedules a booking may have, for free. */
export const MAX_RESCHEDULES = 1;

export const CANCELLATION_POLICY_TEXT =
  'Free cancellation up to 24 hours before the start: full refund. Up to 6 hours before: 50% refund. After that: no refund. You can move a booking once, up to 24 hours before it starts: a dearer time or court costs the difference, a cheaper one gives it back.';

export interface RefundQuote {
  percent: 0 | 50 | 100;
  refundPaise: number;
}

/**
 * The refund for cancelling a booking that starts at `startsAt`, at `now`: 100% up to 24 hours
 * before (inclusive), 50% (rounded down to the paisa) up to 6 hours before, none after; null
 * once it has started, when it can no longer be cancelled.
 */
export function refundForCancellation(
  amountPaise: number,
  startsAt: Date,
  now: Date,
): RefundQuote | null {
  const msBefore = startsAt.getTime() - now.getTime();
  if (msBefore <= 0) return null;
  if (msBefore >= FULL_REFUND_HOURS_BEFORE * HOUR_MS)
    return { percent: 100, refundPaise: amountPaise };
  if (msBefore >= HALF_REFUND_HOURS_BEFORE * HOUR_MS)
    return {
      percent: HALF_REFUND_PERCENT,
      refundPaise: Math.floor((amountPaise * HALF_REFUND_PERCENT) / 100),
    };
  return { percent: 0, refundPaise: 0 };
}

export const RESCHEDULE_TOO_LATE = 'A booking can be moved only up to 24 hours before it starts.';
export const RESCHEDULED_ALREADY =
  'This booking has already been moved once and cannot be moved again.';

/** Why a booking cannot be moved now, or null when it can. */
export function rescheduleProblem(
  booking: { startsAt: Date; reschedules: number },
  now: Date,
): string | null {
  if (booking.reschedules >= MAX_RESCHEDULES) return RESCHEDULED_ALREADY;
  if (booking.startsAt.getTime() - now.getTime() < RESCHEDULE_HOURS_BEFORE * HOUR_MS)
    return RESCHEDULE_TOO_LATE;
  return null;
}
