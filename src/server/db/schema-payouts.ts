import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYOUT_STATUSES } from '../../shared/api/payout-contract';
import { BUSINESS_TYPES, PAYOUT_ACCOUNT_STATUSES } from '../../shared/payout-account';
import { turfs, users } from './schema';
import { bookings } from './schema-bookings';

// Paying venues their share (docs/decisions/054). Apart from schema.ts for its length;
// drizzle.config.ts names every schema file.

/**
 * Where an owner's venues are paid: one account per owner, pending until the payout provider
 * verified it (Razorpay Route's linked account; the local gateway at once), then active. A new
 * bank account puts it back to pending. The account number is kept whole for the provider and
 * shown by its last four digits only.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    legalName: text('legal_name').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    pan: text('pan'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankIfsc: text('bank_ifsc').notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('pending'),
    /** Why it is not active, as the owner reads it. */
    reason: text('reason'),
    /** The provider's id of the account (Razorpay's `acc_…`), once it has one. */
    providerAccountId: text('provider_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payout_accounts_status_valid',
      sql`${table.status} in (${sql.raw(PAYOUT_ACCOUNT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * A charge whose money changed (it was paid, or money of it went back): the payout job refigures
 * the bookings it paid for, then deletes the mark in the same transaction, so a crash only
 * refigures again. Written by the money model's own writers (finalize, writeRefunds), so payouts
 * never need a clock to find what changed.
 */
export const payoutMarks = pgTable('payout_marks', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
});

export const PAYOUT_LINE_STATUSES = PAYOUT_STATUSES;

/**
 * One booking sold online, and what its venue is paid for it (docs/decisions/054): its figures
 * are refigured in place as money goes back, with the commission it was sold at. On hold until
 * `release_at` (the booking's end plus the settlement delay).
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    commissionBp: integer('commission_bp').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    returnedPaise: integer('returned_paise').notNull(),
    /** The taxable value of the gross: the taxable value (of the net) plus that of the returns. */
    grossTaxablePaise: integer('gross_taxable_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    feeGstPaise: integer('fee_gst_paise').notNull(),
    tcsCgstPaise: integer('tcs_cgst_paise').notNull(),
    tcsSgstPaise: integer('tcs_sgst_paise').notNull(),
    tcsIgstPaise: integer('tcs_igst_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    status: text('status', { enum: PAYOUT_LINE_STATUSES }).notNull().default('on_hold'),
    /** The transfer that paid it (payout_transfers.id), once one did. */
    transferId: uuid('transfer_id'),
    /** Why a transfer failed, as the bank said it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    figuredAt: timestamp('figured_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payout_lines_owner_played_idx').on(table.ownerId, table.playedOn),
    index('payout_lines_release_idx').on(table.releaseAt),
    check(
      'payout_lines_status_valid',
      sql`${table.status} in (${sql.raw(PAYOUT_LINE_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    // Every rupee accounted for: the venue's, TurfBook's fee and its GST, the taxes, and what went back.
    check(
      'payout_lines_add_up',
      sql`${table.netPaise} + ${table.feePaise} + ${table.feeGstPaise} + ${table.tcsCgstPaise} + ${table.tcsSgstPaise} + ${table.tcsIgstPaise} + ${table.tdsPaise} + ${table.returnedPaise} = ${table.grossPaise}`,
    ),
  ],
);

export const PAYOUT_TRANSFER_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * Money sent to a venue's payout account (docs/decisions/054): at a release run, what its released
 * lines earned less what was sent before (a refund after a transfer is recovered this way), one
 * transfer a venue a run. Failed transfers count for nothing: the next run sends the balance again.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The provider's id (Route's `trf_…`), once it answered. */
    providerTransferId: text('provider_transfer_id'),
    status: text('status', { enum: PAYOUT_TRANSFER_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The statement that lists it, once one was issued. */
    statementId: uuid('statement_id').references(() => payoutStatements.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    index('payout_transfers_turf_idx').on(table.turfId, table.createdAt),
    check('payout_transfers_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'payout_transfers_status_valid',
      sql`${table.status} in (${sql.raw(PAYOUT_TRANSFER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * How a payout line changed when it was refigured (docs/decisions/054): the difference of each
 * figure, written in the transaction that refigured the line and never changed after, except to
 * name the statement that listed it. The line holds where a booking stands; these rows say when
 * its money moved, for the statements, the admin's day totals and the monthly tax files.
 */
export const payoutLineChanges = pgTable(
  'payout_line_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => payoutLines.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').notNull(),
    turfId: uuid('turf_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    figuredAt: timestamp('figured_at', { withTimezone: true }).notNull(),
    /** The venue's GSTIN on the booking's invoice (GSTR-8 is per supplier GSTIN); null without. */
    sellerGstin: text('seller_gstin'),
    /** The owner's PAN when it was figured (the 194-O file is per PAN); null without. */
    pan: text('pan'),
    grossPaise: integer('gross_paise').notNull(),
    returnedPaise: integer('returned_paise').notNull(),
    /** The taxable value of the gross (GSTR-8's gross supplies); less `taxable` is the returns'. */
    grossTaxablePaise: integer('gross_taxable_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    feeGstPaise: integer('fee_gst_paise').notNull(),
    tcsCgstPaise: integer('tcs_cgst_paise').notNull(),
    tcsSgstPaise: integer('tcs_sgst_paise').notNull(),
    tcsIgstPaise: integer('tcs_igst_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    statementId: uuid('statement_id').references(() => payoutStatements.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    index('payout_line_changes_turf_idx').on(table.turfId, table.statementId),
    index('payout_line_changes_figured_idx').on(table.figuredAt),
    check(
      'payout_line_changes_add_up',
      sql`${table.netPaise} + ${table.feePaise} + ${table.feeGstPaise} + ${table.tcsCgstPaise} + ${table.tcsSgstPaise} + ${table.tcsIgstPaise} + ${table.tdsPaise} + ${table.returnedPaise} = ${table.grossPaise}`,
    ),
  ],
);

/**
 * A venue's week (play dates Monday to Sunday, docs/decisions/054): the changes of its bookings
 * played by the week's end not listed before, the transfers processed by then not listed before,
 * and the balance carried: opening + net − transfers = closing.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    openingPaise: integer('opening_paise').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    returnedPaise: integer('returned_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    feeGstPaise: integer('fee_gst_paise').notNull(),
    tcsPaise: integer('tcs_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    transfersPaise: integer('transfers_paise').notNull(),
    closingPaise: integer('closing_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('payout_statements_turf_week').on(table.turfId, table.periodFrom),
    index('payout_statements_owner_idx').on(table.ownerId, table.periodFrom),
    check(
      'payout_statements_add_up',
      sql`${table.netPaise} + ${table.feePaise} + ${table.feeGstPaise} + ${table.tcsPaise} + ${table.tdsPaise} + ${table.returnedPaise} = ${table.grossPaise}`,
    ),
    check(
      'payout_statements_carry',
      sql`${table.openingPaise} + ${table.netPaise} - ${table.transfersPaise} = ${table.closingPaise}`,
    ),
  ],
);
