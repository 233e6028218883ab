import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, turfs } from './schema';
import { bookings } from './schema-bookings';
import { refunds, payments } from './schema-money';

// GST documents (docs/decisions/038): each venue's gapless series, invoices and credit notes.
// Apart from schema.ts for its length; drizzle.config.ts names every schema file.

/**
 * The last number given in one of a venue's gapless document series (docs/decisions/038): per
 * turf, financial year (by its first calendar year) and kind. Numbers are taken by incrementing
 * this row in the transaction that records the payment or refund, so its row lock orders them
 * and a rollback gives the number back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    financialYear: integer('financial_year').notNull(),
    kind: text('kind', { enum: ['tax_invoice', 'receipt', 'credit_note'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.turfId, table.financialYear, table.kind] }),
    check(
      'document_series_kind_valid',
      sql`${table.kind} in ('tax_invoice', 'receipt', 'credit_note')`,
    ),
  ],
);

/**
 * One invoice per finalized payment (docs/decisions/038): a tax invoice when the venue had a GSTIN
 * at the time, a receipt otherwise. Seller, buyer, rate and SAC are copied in, so the document
 * never changes when the venue's details or the configuration do. Its lines are the payment's
 * bookings; its total is their price, whatever paid it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .unique()
      .references(() => payments.intentId, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['tax_invoice', 'receipt'] }).notNull(),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: text('seller_gstin'),
    sellerState: text('seller_state'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    /** Null for a player without e-mail (docs/decisions/058). */
    buyerEmail: text('buyer_email'),
    /** The place of supply: the buyer's state, taken as the venue's when not known. */
    buyerState: text('buyer_state'),
    sac: text('sac').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (table) => [
    unique('invoices_serial_unique').on(
      table.turfId,
      table.financialYear,
      table.kind,
      table.serial,
    ),
    index('invoices_turf_issued_idx').on(table.turfId, table.issuedAt),
    check('invoices_kind_valid', sql`${table.kind} in ('tax_invoice', 'receipt')`),
    check(
      'invoices_parts_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.amountPaise}`,
    ),
  ],
);

/**
 * A credit note for one refund (docs/decisions/038), referencing the invoice of the refunded
 * booking's payment, in the venue's own credit note series; its figures are negative in the
 * register, positive here.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The refund it records; or, for an open game's return to its organizer, none (below). */
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /**
     * An open game's spot whose return to the organizer it records (docs/decisions/045): the
     * joiner's spot reduces the organizer's invoice. game_players is in schema-games, which
     * imports this file: the foreign key is in migration 0031 (game_documents) by hand.
     */
    gamePlayerId: uuid('game_player_id').unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (table) => [
    unique('credit_notes_serial_unique').on(table.turfId, table.financialYear, table.serial),
    index('credit_notes_booking_idx').on(table.bookingId, table.issuedAt),
    index('credit_notes_turf_issued_idx').on(table.turfId, table.issuedAt),
    check(
      'credit_notes_records_one',
      sql`(${table.refundId} is null) <> (${table.gamePlayerId} is null)`,
    ),
    check(
      'credit_notes_parts_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.amountPaise}`,
    ),
  ],
);
