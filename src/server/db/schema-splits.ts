import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { turfs, users } from './schema';

// Split the cost (docs/decisions/044): a booking's price in shares, each paid by its own payment.
// Its own file (schema.ts is long); drizzle.config.ts names every schema file.

/**
 * One split booking: the booker's payment (booker_intent_id) holds the slot; its bookings carry
 * the whole price. Open while shares are collected, complete once every share is paid (the
 * bookings confirmed), ended when the time ran out or the slot was lost (paid shares refunded).
 */
export const splits = pgTable(
  'splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    bookerId: uuid('booker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The booker's payment: its holds are the split's bookings. */
    bookerIntentId: text('booker_intent_id').notNull().unique(),
    players: integer('players').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** The secret the share link carries (random, 32 bytes base64url). */
    token: text('token').notNull().unique(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'ended'] })
      .notNull()
      .default('open'),
    /** Why it ended (a player-facing sentence), when it did. */
    endCause: text('end_cause'),
    /** When the booker was asked to pay the rest (at the deadline), once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('splits_open_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'open'`),
    index('splits_booker_idx').on(table.bookerId, table.status),
    check('splits_players_valid', sql`${table.players} between 2 and 22`),
    check('splits_price_positive', sql`${table.pricePaise} > 0`),
    check('splits_status_valid', sql`${table.status} in ('open', 'complete', 'ended')`),
  ],
);

/**
 * One player's share. unpaid → paid (payer and the payment that paid it set together) → refunded
 * when the split ends unfinished; an unpaid share the booker removes is 'removed' and its amount
 * spread over the other unpaid shares, so the live shares always add up to the price.
 */
export const splitShares = pgTable(
  'split_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    splitId: uuid('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    /** 0 is the booker's own share. */
    position: integer('position').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'refunded', 'removed'] })
      .notNull()
      .default('unpaid'),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The payment that paid it (the share's own, or the booker's pay-the-rest). */
    paidByIntentId: text('paid_by_intent_id'),
    /** Where its money goes if the split ends unfinished: the card or UPI, or TurfBook credit. */
    refundTo: text('refund_to', { enum: ['source', 'credit'] })
      .notNull()
      .default('source'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    unique('split_shares_position_unique').on(table.splitId, table.position),
    index('split_shares_paid_by_idx').on(table.paidByIntentId),
    check('split_shares_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'split_shares_status_valid',
      sql`${table.status} in ('unpaid', 'paid', 'refunded', 'removed')`,
    ),
    check('split_shares_refund_to_valid', sql`${table.refundTo} in ('source', 'credit')`),
    check(
      'split_shares_paid_together',
      sql`(${table.status} in ('paid', 'refunded')) = (${table.payerId} is not null and ${table.paidByIntentId} is not null and ${table.paidAt} is not null)`,
    ),
  ],
);
