import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from './database';
import { outbox } from './schema-system';

// Work that must follow a commit (mail for now) is written in the same transaction as the change
// it follows (architecture §5): if the transaction commits, the work exists; if the process dies
// right after, a worker still finds it. Payloads carry ids only; the worker reads the rest.
// Each topic's payload is declared once, here: the writers' types come from it, the consumers
// (mail/compose.ts) check rows against it (a row written by an older or newer version of the
// code must fail clearly), and a payload built in SQL takes its keys from it (payloadSql).

const minuteOfDay = z.number().int().min(0).max(1439);

export const OUTBOX_PAYLOADS = {
  /** A payment became these confirmed bookings (one, or a subscription's slots). */
  'booking.confirmed': z.object({ bookingIds: z.array(z.guid()).min(1) }),
  /** A confirmed booking was cancelled; refundPaise is what goes back (0 for none). */
  'booking.cancelled': z.object({
    bookingId: z.guid(),
    refundPaise: z.number().int().min(0),
    by: z.enum(['player', 'owner']),
    /** The owner's reason, when the owner cancelled. */
    reason: z.string().max(80).optional(),
    /** The refund went to the player's TurfBook credit, at once (docs/decisions/040). */
    refundTo: z.enum(['source', 'credit']).optional(),
  }),
  /** A confirmed booking moved to another time of the same turf. */
  'booking.rescheduled': z.object({
    bookingId: z.guid(),
    from: z.object({ date: z.iso.date(), startMinute: minuteOfDay, endMinute: minuteOfDay }),
  }),
  /**
   * A rain-out cancelled this booking; its player chooses credit, a move or a refund before the
   * deadline (docs/decisions/041).
   */
  'booking.rained-out': z.object({
    bookingId: z.guid(),
    reason: z.string().max(80),
    deadline: z.iso.datetime(),
  }),
  /**
   * A reminder before play (docs/decisions/059): which one ('24h', '2h': its configured hours
   * before play) and the start it reminds of, so a booking moved since is not reminded of the
   * old time; one a (booking, reminder, start), as booking_reminders records it.
   */
  'booking.reminder': z.object({
    bookingId: z.guid(),
    reminder: z.string().regex(/^[1-9]\d*h$/),
    playAt: z.iso.datetime(),
  }),
  /**
   * The request to review a played booking (docs/decisions/059, 067), of the start of play it was
   * played at: one a (booking, start), as booking_reminders records it under 'review'.
   */
  'booking.review_request': z.object({ bookingId: z.guid(), playAt: z.iso.datetime() }),
  /** The owner's morning summary of the venue day's bookings (docs/decisions/059). */
  'owner.day_summary': z.object({ ownerId: z.guid(), day: z.iso.date() }),
  /** The gateway gave back a cancellation's refund. */
  'refund.completed': z.object({ bookingId: z.guid(), amountPaise: z.number().int().min(1) }),
  /**
   * A teammate's part of a shared booking's refund was made (docs/decisions/044): its payer is
   * told how much went back, and where (their card or UPI, or their TurfBook credit).
   */
  'refund.share_made': z.object({ refundId: z.guid() }),
  /** A freed range is held for the first waiting player: the offer (docs/decisions/033). */
  'waitlist.offered': z.object({ entryId: z.guid() }),
  /** A split's shares are due and some are unpaid: the booker may pay the rest (decision 044). */
  'split.deadline': z.object({ splitId: z.guid() }),
  /**
   * A split ended unfinished (its time ran out, the booker called it off, the venue called the time
   * off): every payer is told why and what of theirs goes back, and where (decision 044).
   */
  'split.ended': z.object({ splitId: z.guid() }),
  /**
   * A player's spot went back because of the organizer: removed, or the game cancelled (by them
   * or, not full, at its deadline). The player is told why and that the refund is made (045).
   */
  'game.spot_refunded': z.object({ playerRowId: z.guid() }),
  /**
   * WhatsApp could not deliver a message it had taken: the same message of that outbox row goes
   * again by push, else e-mail (docs/decisions/057).
   */
  'notification.fallback': z.object({ outboxId: z.guid(), messageKey: z.string().min(1) }),
};

export type OutboxTopic = keyof typeof OUTBOX_PAYLOADS;
export type OutboxTopics = { [T in OutboxTopic]: z.output<(typeof OUTBOX_PAYLOADS)[T]> };
export type OutboxPayload<T extends OutboxTopic> = OutboxTopics[T];

export async function enqueue<T extends OutboxTopic>(
  tx: DbOrTx,
  topic: T,
  payload: OutboxPayload<T>,
): Promise<void> {
  await tx.insert(outbox).values({ topic, payload: payload as Record<string, unknown> });
}

/**
 * A topic's payload built in SQL, one expression per key of its declaration (the compiler holds
 * the keys to it): for a statement that writes the outbox row with the change, in one round trip.
 */
export function payloadSql<T extends OutboxTopic>(
  topic: T,
  values: { [K in keyof OutboxPayload<T>]-?: SQL },
): SQL {
  const keys = Object.keys(OUTBOX_PAYLOADS[topic].shape) as (keyof OutboxPayload<T> & string)[];
  const pairs = keys.map((key) => sql`${sql.raw(`'${key}'`)}, ${values[key]}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
