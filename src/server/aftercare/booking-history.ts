import { asc, eq, sql } from 'drizzle-orm';
import type { BookingHistoryEntry } from '../../shared/api/booking-detail-contract';
import { paiseToRupees } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookingEvents } from '../db/schema-bookings';

// A booking's history on its page: each event of its life (paid, moved with its difference,
// cancelled by whom and why, refunded), oldest first.

export function slotText(date: string, start: number, end: number) {
  return { date, startTime: timeLabel(start), endTime: timeLabel(end) };
}

const CANCELLERS = ['player', 'owner', 'system'] as const;

function cancelledByOf(by: unknown): BookingHistoryEntry['by'] {
  return CANCELLERS.find((who) => who === by) ?? null;
}

/** Where each kind of event falls in a booking's life, for events of the same instant. */
const EVENT_ORDER = sql`case ${bookingEvents.kind} when 'paid' then 0 when 'rescheduled' then 1
  when 'cancelled' then 2 else 3 end`;

/** A move's difference (docs/decisions/053): paid (+) or given back (−); null when none. */
function moveDifference(detail: Record<string, unknown>): number | null {
  if (typeof detail.paidPaise === 'number' && detail.paidPaise > 0) return detail.paidPaise;
  if (typeof detail.backPaise === 'number' && detail.backPaise > 0) return -detail.backPaise;
  return null;
}

export function historyEntry(
  event: typeof bookingEvents.$inferSelect,
  rainedOut: boolean,
): BookingHistoryEntry {
  const d = event.detail;
  // A rain-out refunds nothing itself: the player's choice decides (docs/decisions/041).
  const choosing = rainedOut && d.by === 'owner' && d.refundPaise === 0;
  const amount =
    event.kind === 'cancelled'
      ? choosing
        ? null
        : d.refundPaise
      : event.kind === 'rescheduled'
        ? moveDifference(d)
        : d.amountPaise;
  const moved = event.kind === 'rescheduled';
  const cancelled = event.kind === 'cancelled';
  return {
    kind: event.kind,
    at: event.at.toISOString(),
    amount: typeof amount === 'number' ? paiseToRupees(amount) : null,
    from: moved ? slotText(String(d.fromDate), Number(d.fromStart), Number(d.fromEnd)) : null,
    to: moved ? slotText(String(d.toDate), Number(d.toStart), Number(d.toEnd)) : null,
    by: cancelled ? cancelledByOf(d.by) : null,
    reason: cancelled && typeof d.reason === 'string' ? d.reason : null,
  };
}

/** The booking's events in their life's order. */
export function eventsOf(db: DbOrTx, bookingId: string) {
  return (
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      // Events of one instant (a cancel refunded in its own transaction) in their life's order:
      // the table's order of ties is whatever the heap gives.
      .orderBy(asc(bookingEvents.at), asc(EVENT_ORDER))
  );
}
