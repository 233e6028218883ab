import type { DbOrTx } from './database';
import { outbox } from './schema';

// Work that must follow a commit (mail for now) is written in the same transaction as the change
// it follows (architecture §5): if the transaction commits, the work exists; if the process dies
// right after, a worker still finds it. Payloads carry ids only; the worker reads the rest.

export interface OutboxTopics {
  /** A payment became these confirmed bookings (one, or a subscription's slots). */
  'booking.confirmed': { bookingIds: string[] };
  /** A confirmed booking was cancelled; refundPaise is what goes back (0 for none). */
  'booking.cancelled': {
    bookingId: string;
    refundPaise: number;
    by: 'player' | 'owner';
    /** The owner's reason, when the owner cancelled. */
    reason?: string;
  };
  /** A confirmed booking moved to another time of the same turf. */
  'booking.rescheduled': {
    bookingId: string;
    from: { date: string; startMinute: number; endMinute: number };
  };
  /** The gateway gave back a cancellation's refund. */
  'refund.completed': { bookingId: string; amountPaise: number };
}

export type OutboxTopic = keyof OutboxTopics;

export async function enqueue<T extends OutboxTopic>(
  tx: DbOrTx,
  topic: T,
  payload: OutboxTopics[T],
): Promise<void> {
  await tx.insert(outbox).values({ topic, payload: payload as Record<string, unknown> });
}
