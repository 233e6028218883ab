import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { outbox } from '../db/schema-system';
import { OUTBOX_PAYLOADS, type OutboxTopic, type OutboxTopics } from '../db/outbox';
import {
  MissingMailData,
  bookingFacts,
  offerFacts,
  type BookingFacts,
  oneBookingFacts,
  rainedOutTime,
  refundedAt,
} from './mail-data';
import { bookingCancelledMails } from './templates/booking-cancelled';
import { bookingConfirmedMails } from './templates/booking-confirmed';
import { bookingRainedOutMails } from './templates/booking-rained-out';
import { bookingRescheduledMails } from './templates/booking-rescheduled';
import { bookingReminderMails } from './templates/booking-reminder';
import { reminderFacts, reviewRequestFacts } from './reminder-data';
import { reviewRequestMails } from './templates/review-request';
import { ownerDaySummaryMails } from './templates/owner-day-summary';
import { daySummaryFacts } from './day-summary-data';
import { refundCompletedMails } from './templates/refund-completed';
import { waitlistOfferedMails } from './templates/waitlist-offered';
import { splitDeadlineMails } from './templates/split-deadline';
import { shareReturnedFacts, splitDeadlineFacts, splitEndedFacts, teammatesOf } from './split-data';
import { splitEndedMails } from './templates/split-ended';
import { shareReturnedMails } from './templates/split-share-returned';
import { teammateRainedOutMails } from './templates/teammate-rained-out';
import { gameSpotRefundedMails } from './templates/game-spot-refunded';
import { gameSpotFacts, joinedPlayersOf } from './game-data';
import { gameMovedMails } from './templates/game-moved';
import type { MailAttachment, MailSettings, OutgoingMail } from './wording';
import { invoiceDocument, invoiceOfPayment } from '../invoices/documents';
import { invoicePdf } from '../invoices/pdf';

// From a queued event to the messages it sends. Payloads are checked here, at the consumer,
// against their one declaration (db/outbox.ts).

const payloads = OUTBOX_PAYLOADS;

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
  return parsed.data as OutboxTopics[T];
}

/** The invoice of the confirmed payment as a PDF attachment (decision 038); none if it has none. */
async function invoiceAttachment(
  db: DbOrTx,
  bookings: BookingFacts[],
  settings: MailSettings,
): Promise<MailAttachment | null> {
  const paymentId = bookings[0]?.paymentId;
  const found = paymentId ? await invoiceOfPayment(db, paymentId) : null;
  if (!found) return null;
  const { invoice, lines, payment } = await invoiceDocument(db, found);
  return {
    filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
    // In the language of the player it goes to, as the mail it is attached to (decision 065).
    content: await invoicePdf(
      invoice,
      lines,
      payment,
      settings.timeZone,
      bookings[0]?.player.language ?? 'en',
    ),
    contentType: 'application/pdf',
  };
}

export async function composeMails(
  db: DbOrTx,
  event: QueuedEvent,
  settings: MailSettings,
): Promise<OutgoingMail[]> {
  switch (event.topic) {
    case 'booking.confirmed': {
      const { bookingIds } = parse(event.topic, event.payload);
      const bookings = await bookingFacts(db, bookingIds);
      return bookingConfirmedMails(
        bookings,
        settings,
        await invoiceAttachment(db, bookings, settings),
      );
    }
    case 'booking.cancelled': {
      const cancellation = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, cancellation.bookingId);
      return bookingCancelledMails(booking, cancellation, settings);
    }
    case 'booking.rescheduled': {
      const move = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, move.bookingId);
      // A booking opened as a game: its players hear of the new time too (decision 057).
      const joined = await joinedPlayersOf(db, move.bookingId);
      return [
        ...bookingRescheduledMails(booking, move, settings),
        ...gameMovedMails(booking, move, joined, settings),
      ];
    }
    case 'booking.rained-out': {
      const rainOut = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, rainOut.bookingId);
      const choice = await rainedOutTime(db, rainOut.bookingId);
      // A shared booking's teammates hear it too (docs/decisions/044).
      const teammates = await teammatesOf(db, { ...booking, userId: booking.player.id });
      return [
        ...bookingRainedOutMails(booking, rainOut, choice, settings),
        ...teammateRainedOutMails(booking, rainOut.reason, choice, teammates, settings),
      ];
    }
    case 'booking.reminder': {
      const reminder = parse(event.topic, event.payload);
      const booking = await reminderFacts(db, reminder.bookingId);
      return bookingReminderMails(booking, reminder, settings);
    }
    case 'booking.review_request': {
      const request = parse(event.topic, event.payload);
      const booking = await reviewRequestFacts(db, request.bookingId);
      return reviewRequestMails(booking, request, settings);
    }
    case 'owner.day_summary': {
      const { ownerId, day } = parse(event.topic, event.payload);
      return ownerDaySummaryMails(await daySummaryFacts(db, ownerId, day), settings);
    }
    case 'refund.completed': {
      const refund = parse(event.topic, event.payload);
      const booking = await oneBookingFacts(db, refund.bookingId);
      const when = (await refundedAt(db, refund.bookingId)) ?? event.createdAt;
      return refundCompletedMails(booking, refund, when, settings);
    }
    case 'refund.share_made': {
      const { refundId } = parse(event.topic, event.payload);
      return shareReturnedMails(await shareReturnedFacts(db, refundId), settings);
    }
    case 'waitlist.offered': {
      const { entryId } = parse(event.topic, event.payload);
      return waitlistOfferedMails(await offerFacts(db, entryId, settings.timeZone), settings);
    }
    case 'split.deadline': {
      const { splitId } = parse(event.topic, event.payload);
      return splitDeadlineMails(await splitDeadlineFacts(db, splitId), settings);
    }
    case 'split.ended': {
      const { splitId } = parse(event.topic, event.payload);
      return splitEndedMails(await splitEndedFacts(db, splitId), settings);
    }
    case 'game.spot_refunded': {
      const { playerRowId } = parse(event.topic, event.payload);
      return gameSpotRefundedMails(await gameSpotFacts(db, playerRowId), settings);
    }
    case 'notification.fallback': {
      // The words of the original message, read again now (docs/decisions/057).
      const { outboxId, messageKey } = parse(event.topic, event.payload);
      const [original] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      if (!original || original.topic === event.topic)
        throw new MissingMailData(`The outbox row ${outboxId} cannot be sent again.`);
      const mails = await composeMails(db, original, settings);
      const again = mails.filter((mail) => mail.key === messageKey);
      if (again.length === 0) throw new MissingMailData(`The message ${messageKey} is gone.`);
      return again;
    }
    default:
      throw new MissingMailData(`No mail is written for the topic ${event.topic}.`);
  }
}
