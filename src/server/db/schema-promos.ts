import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, turfs } from './schema';
import { payments } from './schema-money';

// Promo codes (docs/decisions/035): the codes, the turfs each applies at and each use. Apart from
// schema.ts for its length; drizzle.config.ts names every schema file.

/**
 * A promo code (docs/decisions/035): a percentage or a fixed amount off a charge, within a window,
 * with caps on its uses. The admin's codes with `all_turfs` apply at every turf; any other code
 * applies at the turfs of promo_code_turfs. `code` is stored upper case, so it is unique whatever
 * case a person types.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull(),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    allTurfs: boolean('all_turfs').notNull().default(false),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promo_codes_created_by_idx').on(table.createdBy, table.createdAt),
    check(
      'promo_codes_one_discount',
      sql`(${table.percentOff} is null) <> (${table.amountOffPaise} is null)`,
    ),
    check(
      'promo_codes_percent_valid',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 90`,
    ),
    check(
      'promo_codes_amount_valid',
      sql`${table.amountOffPaise} is null or ${table.amountOffPaise} > 0`,
    ),
    check('promo_codes_window_valid', sql`${table.validFrom} < ${table.validTo}`),
    check(
      'promo_codes_caps_valid',
      sql`${table.maxUses} >= 1 and ${table.maxUsesPerPlayer} >= 1 and ${table.minAmountPaise} >= 0`,
    ),
  ],
);

/** The turfs a code applies at (all of them for the admin's codes with all_turfs). */
export const promoCodeTurfs = pgTable(
  'promo_code_turfs',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.turfId] }),
    index('promo_code_turfs_turf_idx').on(table.turfId),
  ],
);

/**
 * A code taken off one payment. Whether it still counts against the caps follows from its
 * payment (docs/decisions/035): paid (finalized), or pending with a hold that has not lapsed;
 * against its player's own cap at Pay Now, paid or pending at all.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .unique()
      .references(() => payments.intentId, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    /** What the code took off this payment's charge. */
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promo_code_uses_code_idx').on(table.codeId, table.userId),
    check('promo_code_uses_discount_positive', sql`${table.discountPaise} > 0`),
  ],
);
