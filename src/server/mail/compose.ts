import { z } from 'zod';
import type { DbOrTx } from '../db/database';
import type { OutboxTopic } from '../db/outbox';
import { MissingMailData, bookingFacts, oneBookingFacts, refundedAt } from './mail-data';
import { bookingCancelledMails } from './templates/booking-cancelled';
import { bookingConfirmedMails } from './templates/booking-confirmed';
import { bookingRescheduledMails } from './templates/booking-rescheduled';
import { refundCompletedMails } from './templates/refund-completed';
import type { MailSettings, OutgoingMail } from './wording';

// From a queued event to the messages it sends. Payloads are checked here, at the consumer:
// a row written by an older or newer version of the code must fail clearly, not half-render.

const minuteOfDay = z.number().int().min(0).max(1439);

const payloads = {
  'booking.confirmed': z.object({ bookingIds: z.array(z.guid()).min(1) }),
  'booking.cancelled': z.object({
    bookingId: z.guid(),
    refundPaise: z.number().int().min(0),
    by: z.enum(['player', 'owner']),
    reason: z.string().max(80).optional(),
  }),
  'booking.rescheduled': z.object({
    bookingId: z.guid(),
    from: z.object({
      date: z.iso.date(),
      startMinute: minuteOfDay,
      endMinute: minuteOfDay,
    }),
  }),
  'refund.completed': z.object({ bookingId: z.guid(), amountPaise: z.number().int().min(1) }),
} satisfies Record<OutboxTopic, z.ZodType>;

/** The topics this worker sends mail for; other consumers of the outbox may take others. */
export const MAIL_TOPICS = Object.keys(payloads) as OutboxTopic[];

export interface QueuedEvent {
  topic: string;
  payload: unknown;
  /** When the event was queued (in the same transaction as what it tells of). */
  createdAt: Date;
}

function parse<T extends OutboxTopic>(topic: T, payload: unknown) {
  const parsed = payloads[topic].safeParse(payload);
  if (!parsed.success) throw new MissingMailData(`The ${topic} payload is not valid.`);
  return parsed.data as z.output<(typeof payloads)[T]>;
}

export async function composeMails(
  db: DbOrTx,
  event: QueuedEvent,
  settings: MailSettings,
): Promise<OutgoingMail[]> {
  switch (event.topic) {
    case 'booking.confirmed': {
      const { bookingIds } = parse(event.topic, event.payload);
      return bookingConfirmedMails(await bookingFacts(db, bookingIds), settings);
    }
    case 'booking.cancelled': {
      const cancellation = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, cancellation.bookingId);
      return bookingCancelledMails(booking, cancellation, settings);
    }
    case 'booking.rescheduled': {
      const move = parse(event.topic, event.payload);
      return bookingRescheduledMails(await oneBookingFacts(db, move.bookingId), move, settings);
    }
    case 'refund.completed': {
      const refund = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, refund.bookingId);
      const when = (await refundedAt(db, refund.bookingId)) ?? event.createdAt;
      return refundCompletedMails(booking, refund, when, settings);
    }
    default:
      throw new MissingMailData(`No mail is written for the topic ${event.topic}.`);
  }
}
