import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { KindChannels } from '../../shared/notification-preferences';
import { users } from './schema';

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
 * given and where (docs/decisions/056). No row: the defaults for their role.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<KindChannels>().notNull(),
  whatsappNumber: text('whatsapp_number'),
  /** When the person opted in to WhatsApp from TurfBook with this number; null: not opted in. */
  whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
  /** Where the opt-in was given (the preferences page, the sign-in with a number...). */
  whatsappOptInSource: text('whatsapp_opt_in_source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
