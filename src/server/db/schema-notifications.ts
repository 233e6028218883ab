import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { KindChannels } from '../../shared/notification-preferences';
import { users } from './schema';
import { bookings } from './schema-bookings';

// How TurfBook reaches a person beyond e-mail (docs/decisions/056).

/**
 * One browser or installed app that allowed push: its push service endpoint and keys. One row a
 * device (the endpoint is the device's); a push service answering 404 or 410 removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * The channels a person chose for each kind of message, and their WhatsApp opt-in: when it was
 * given and where (docs/decisions/056). No row: the defaults for their role. A row saved before a
 * kind existed lacks it, so it is read through completeKinds (shared/notification-preferences).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<Partial<KindChannels>>().notNull(),
  whatsappNumber: text('whatsapp_number'),
  /** When the person opted in to WhatsApp from TurfBook with this number; null: not opted in. */
  whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
  /** Where the opt-in was given (the preferences page, the sign-in with a number...). */
  whatsappOptInSource: text('whatsapp_opt_in_source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Each WhatsApp message TurfBook sent through the Cloud API, by the id WhatsApp gave it (its
 * `wamid`), with the last status its webhooks told (sent, delivered, read, failed). A message
 * that failed is sent again by another channel: `outboxId` and `messageKey` name the outbox row
 * and the message of it, so the same words are composed again (docs/decisions/057).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The outbox row the message came from; null for a sign-in code (it has no second channel). */
    outboxId: uuid('outbox_id'),
    messageKey: text('message_key'),
    template: text('template').notNull(),
    /** The furthest status told so far: 'accepted' until a webhook says more. */
    status: text('status', { enum: ['accepted', 'sent', 'delivered', 'read', 'failed'] }).notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    /** WhatsApp's reason, when it failed. */
    failure: text('failure'),
    /** When the message was handed to another channel after it failed; once. */
    fallbackAt: timestamp('fallback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('whatsapp_messages_outbox_idx').on(table.outboxId)],
);

/**
 * Every status webhook of a message, stored once (WhatsApp repeats them, and in any order): the
 * same message and status told twice is one row.
 */
export const whatsappStatuses = pgTable(
  'whatsapp_statuses',
  {
    messageId: text('message_id').notNull(),
    status: text('status').notNull(),
    /** When WhatsApp says it happened (its `timestamp`). */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    detail: jsonb('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.status] })],
);

/**
 * A six-digit sign-in code sent to a mobile number: kept as a hash, valid ten minutes, five tries,
 * used once (docs/decisions/058).
 */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 10-digit number as shared/mobile-number.ts writes it. */
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Who asked: a sign-in, or a logged-in person verifying the number on their profile. */
    purpose: text('purpose', { enum: ['sign_in', 'verify'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mobile_codes_number_idx').on(table.mobileNumber, table.createdAt)],
);

/**
 * A mobile number a person proved is theirs with a code: the only numbers that sign anyone in.
 * One account a number.
 */
export const verifiedMobileNumbers = pgTable('verified_mobile_numbers', {
  mobileNumber: text('mobile_number').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/**
 * A reminder sent (or being sent) for a booking before play, or the request to review it after:
 * one row per booking, reminder and time of play, so two processes never send it twice and a moved booking is reminded again at
 * its new time (docs/decisions/059).
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /**
     * Which reminder: '24h' or '2h' before play (their offsets are configuration), or 'review',
     * the request to review after play (docs/decisions/067).
     */
    reminder: text('reminder').notNull(),
    /** The start of play it reminds of. */
    playAt: timestamp('play_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.reminder, table.playAt] })],
);
