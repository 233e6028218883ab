import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES, PAYOUT_ACCOUNT_STATUSES } from '../../shared/payout-account';
import { users } from './schema';

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
