import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEE_DOCUMENT_KINDS } from '../../shared/api/payout-contract';
import { turfs, users } from './schema';

// TurfBook's own documents to venues (docs/decisions/054): each month's tax invoice for its fees
// and the credit note of fees reversed, numbered in TurfBook's own gapless series.

/** TurfBook's series, one per financial year and kind (the venues' are document_series). */
export const platformDocumentSeries = pgTable(
  'platform_document_series',
  {
    financialYear: integer('financial_year').notNull(),
    kind: text('kind', { enum: FEE_DOCUMENT_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.financialYear, table.kind] })],
);

/**
 * One venue's month of TurfBook's fees: the invoice sums the fees of its ledger rows figured in
 * the month that raised a fee, the credit note those that lowered one. Seller and buyer are
 * copied in, so the document never changes when the details do.
 */
export const feeDocuments = pgTable(
  'fee_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FEE_DOCUMENT_KINDS }).notNull(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** YYYY-MM, venue time: the month whose fees it bills. */
    month: text('month').notNull(),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerState: text('seller_state').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerState: text('buyer_state').notNull(),
    bookings: integer('bookings').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    unique('fee_documents_turf_month_kind').on(table.turfId, table.month, table.kind),
    unique('fee_documents_number').on(table.kind, table.financialYear, table.serial),
    check(
      'fee_documents_add_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
    check('fee_documents_positive', sql`${table.taxablePaise} > 0`),
  ],
);
