import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CREDIT_REASONS } from '../../shared/credit';
import type { PaidWith } from '../../shared/paid-with';
import { users } from './schema';
import { bookings } from './schema-bookings';
import { gamePlayers } from './schema-games';

// Money's tables (docs/architecture §4, §5): our record of each payment, the local gateway's own
// ledger, refunds to the card and a player's credit. Amounts are integer paise. Apart from
// schema.ts for its length; drizzle.config.ts names every schema file.

/**
 * Every return of money (decision 052's one money back): a cancellation's refund, a booking's
 * move to a cheaper slot, or a whole charge given back. Written due (or done, when it goes to
 * credit at once) in the transaction that decided it, made by the gateway after commit, retried
 * by the sweep until done.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The booking whose money this is; none when a whole charge goes back before it paid for
     * anything lasting (a lost share, a spot given back, a split ended unfinished: decision 052).
     */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    /**
     * A game's kept spot whose price goes back to the organizer's payment (docs/decisions/045,
     * 052): the organizer's share shrinking as a player took the spot. One return per spot.
     */
    gamePlayerId: uuid('game_player_id').references(() => gamePlayers.id, {
      onDelete: 'restrict',
    }),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * Where the money goes (docs/decisions/040): back to the card or UPI it came from (made by
     * the gateway, due until it accepts), or to the player's TurfBook credit (done at once).
     */
    destination: text('destination', { enum: ['source', 'credit'] })
      .notNull()
      .default('source'),
    status: text('status', { enum: ['due', 'done'] })
      .notNull()
      .default('due'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    // A payment's refunds, read as the payment is settled.
    index('refunds_payment_idx').on(table.paymentIntentId),
    index('refunds_due_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'due'`),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_status_valid', sql`${table.status} in ('due', 'done')`),
    check('refunds_destination_valid', sql`${table.destination} in ('source', 'credit')`),
    // A booking may be given money back more than once to one destination from one charge: a
    // move's difference, then its cancellation (docs/decisions/053). Each row is written once by
    // a compare-and-swap transition under the booking's lock, not by a key.
    index('refunds_booking_idx').on(table.bookingId, table.paymentIntentId),
    uniqueIndex('refunds_one_per_spot')
      .on(table.gamePlayerId)
      .where(sql`${table.gamePlayerId} is not null`),
  ],
);

/**
 * A player's TurfBook credit (docs/decisions/040): the balance, never negative, kept in the same
 * transaction as each entry of the ledger that explains it.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: integer('balance_paise').notNull().default(0),
  },
  (table) => [check('credit_accounts_never_negative', sql`${table.balancePaise} >= 0`)],
);

/** One movement of a player's credit: in (+) or out (−), with its reason and booking. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_entries_user_idx').on(table.userId, table.createdAt),
    check('credit_entries_not_zero', sql`${table.amountPaise} <> 0`),
    check(
      'credit_entries_reason_valid',
      sql`${table.reason} in (${sql.raw(CREDIT_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
  ],
);

/**
 * Our record of each card payment: who pays, how much, for what, and how it ended. `finalized`
 * means its bookings are confirmed; `refund_due` that the money must go back (note says why) and
 * `refunded` that the provider has done it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentId: text('intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    /** 'credit': paid with TurfBook credit alone, no gateway (docs/decisions/040). */
    provider: text('provider', { enum: ['local', 'stripe', 'razorpay', 'credit'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * 'split_share': one share of a split booking paid by a teammate (or the booker's pay-the-rest);
     * the booker's own share is a 'booking'. What it pays for is its lines (schema-charges.ts).
     */
    kind: text('kind', {
      enum: ['booking', 'subscription', 'legacy', 'split_share', 'game_spot'],
    }).notNull(),
    /** What the gateway's intent charges (the card or UPI part); 0 when credit pays it all. */
    amountPaise: integer('amount_paise').notNull(),
    /**
     * What TurfBook credit pays (docs/decisions/040), debited when the payment is recorded and
     * split over its bookings' credit_paise; the price is amount + credit.
     */
    creditPaise: integer('credit_paise').notNull().default(0),
    currency: text('currency').notNull(),
    /** Which slots this payment holds (kind, turf, days and minutes), to answer a repeated request. */
    holdKey: text('hold_key'),
    status: text('status', {
      enum: ['pending', 'finalized', 'refund_due', 'refunded', 'abandoned'],
    })
      .notNull()
      .default('pending'),
    note: text('note'),
    /**
     * How the card or UPI part was paid, as the gateway reported it when it succeeded (card's
     * last four digits, or UPI ID: shared/paid-with.ts); null for credit alone, or unreported.
     */
    paidWith: jsonb('paid_with').$type<PaidWith>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_user_idx').on(table.userId, table.holdKey),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'payments_amount_positive',
      sql`${table.amountPaise} >= 0 and ${table.creditPaise} >= 0 and ${table.amountPaise} + ${table.creditPaise} > 0`,
    ),
  ],
);

/**
 * The local test gateway's own ledger: it stands in for the card network, so the app reads it
 * only through the PaymentGateway interface, exactly as it would read Stripe.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** 'processing': a UPI collect request waits for the payer's approval (decision 037). */
  status: text('status', {
    enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
  }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** As with Stripe, the same key never creates a second intent. */
  idempotencyKey: text('idempotency_key').unique(),
  lastError: text('last_error'),
  billingName: text('billing_name'),
  /** The paying card's last four digits (Stripe's test card 4000 0000 0000 5126 refuses refunds). */
  cardLast4: text('card_last4'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** The UPI ID asked to approve the payment, normalized (decision 037). */
  upiVpa: text('upi_vpa'),
  /**
   * The open UPI request's reference (upi://pay's `tr`, the development UPI app's handle): set
   * while processing, cleared when it is approved, declined or expires, so it answers once.
   */
  upiRequest: text('upi_request').unique(),
  upiRequestedAt: timestamp('upi_requested_at', { withTimezone: true }),
  upiExpiresAt: timestamp('upi_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local gateway's partial refunds, as Stripe's Refunds API keeps them: one per key. */
export const localRefunds = pgTable('local_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  amount: integer('amount').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
