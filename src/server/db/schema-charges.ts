import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './schema-bookings';
import { games } from './schema-games';
import { payments } from './schema-money';
import { splitShares } from './schema-splits';

// What a charge pays for (docs/decisions/052): each payment's lines, written with it by the one
// start, read by finalize to hand the charge to its purpose. A charge's purpose is never read
// from nullable columns of the payment. Apart from schema-money.ts for its length.

export const CHARGE_PURPOSES = ['slot', 'split_share', 'game_spot', 'move'] as const;
export type ChargePurpose = (typeof CHARGE_PURPOSES)[number];

/**
 * One thing a charge pays for, and what it costs (card and credit together, paise):
 * - `slot`: one booking the charge holds itself (a single booking, or one of a subscription's);
 * - `split_share`: one share of a split (docs/decisions/044): the booker's own, a teammate's, or
 *   each share a pay-the-rest covers;
 * - `game_spot`: one spot in an open game (docs/decisions/045);
 * - `move`: the difference of a move to a dearer slot (docs/decisions/053): names the booking
 *   moved; the new slot is held as a pending hold of the same charge.
 * A charge's lines add up to its price (amount + credit).
 */
export const chargeLines = pgTable(
  'charge_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CHARGE_PURPOSES }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    splitShareId: uuid('split_share_id').references(() => splitShares.id, {
      onDelete: 'restrict',
    }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('charge_lines_payment_idx').on(table.paymentId),
    index('charge_lines_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('charge_lines_share_idx')
      .on(table.splitShareId)
      .where(sql`${table.splitShareId} is not null`),
    index('charge_lines_game_idx')
      .on(table.gameId)
      .where(sql`${table.gameId} is not null`),
    check('charge_lines_amount_not_negative', sql`${table.amountPaise} >= 0`),
    check(
      'charge_lines_purpose_valid',
      sql`${table.purpose} in (${sql.raw(CHARGE_PURPOSES.map((purpose) => `'${purpose}'`).join(', '))})`,
    ),
    // Each line names exactly what its purpose pays for.
    check(
      'charge_lines_names_its_thing',
      sql`(${table.purpose} = 'slot' and ${table.bookingId} is not null and ${table.splitShareId} is null and ${table.gameId} is null)
        or (${table.purpose} = 'split_share' and ${table.splitShareId} is not null and ${table.gameId} is null)
        or (${table.purpose} = 'game_spot' and ${table.gameId} is not null and ${table.splitShareId} is null)
        or (${table.purpose} = 'move' and ${table.bookingId} is not null and ${table.splitShareId} is null and ${table.gameId} is null)`,
    ),
  ],
);
