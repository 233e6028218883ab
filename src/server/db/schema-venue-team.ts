import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turfs, users } from './schema';

// A venue's team, its audit log and its day closes (docs/decisions/066). Apart from schema.ts for
// its length; drizzle.config.ts names every schema file.

/**
 * A place on a listing's team: invited by e-mail or mobile number, active once the person with
 * that address or number accepts. Removing a member deletes the row (the audit log keeps who it
 * was); each request reads the row, so a removal holds from the member's next request.
 */
export const venueStaff = pgTable(
  'venue_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'front_desk', 'accountant'] }).notNull(),
    /** The address the invitation went to, lower case; null when it went to a number. */
    email: text('email'),
    /** The mobile number the invitation went to; null when it went to an address. */
    mobilenumber: text('mobilenumber'),
    /** The account that accepted; null while invited. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    check('venue_staff_role_check', sql`${table.role} in ('manager', 'front_desk', 'accountant')`),
    check(
      'venue_staff_invitee_check',
      sql`(${table.email} is null) <> (${table.mobilenumber} is null)`,
    ),
    check(
      'venue_staff_accepted_check',
      sql`(${table.userId} is null) = (${table.acceptedAt} is null)`,
    ),
    uniqueIndex('venue_staff_turf_email_idx')
      .on(table.turfId, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('venue_staff_turf_mobile_idx')
      .on(table.turfId, table.mobilenumber)
      .where(sql`${table.mobilenumber} is not null`),
    uniqueIndex('venue_staff_turf_user_idx')
      .on(table.turfId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('venue_staff_user_idx').on(table.userId),
  ],
);

/**
 * Who changed what at a listing, when, and what it was before and after. Rows are only ever
 * added: a trigger (migration 0053) refuses every UPDATE and DELETE. No foreign keys: an entry
 * outlives the listing or the account it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    /** Their name when they did it. */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', {
      enum: ['owner', 'manager', 'front_desk', 'accountant', 'admin'],
    }).notNull(),
    /** What was done, e.g. 'booking.cancel', 'prices.update' (shared/audit-actions). */
    action: text('action').notNull(),
    /** What it was done to: a booking's reference, a court's name, a code. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    check(
      'audit_entries_actor_role_check',
      sql`${table.actorRole} in ('owner', 'manager', 'front_desk', 'accountant', 'admin')`,
    ),
    index('audit_entries_turf_at_idx').on(table.turfId, table.at),
  ],
);

/**
 * A venue's day closed at the desk: the cash counted against what the desk took in cash that day
 * (figures kept as closed, so a late change cannot rewrite a closed day). One close a day.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    expectedCashPaise: integer('expected_cash_paise').notNull(),
    expectedUpiPaise: integer('expected_upi_paise').notNull(),
    expectedCardPaise: integer('expected_card_paise').notNull(),
    countedCashPaise: integer('counted_cash_paise').notNull(),
    note: text('note').notNull(),
    /**
     * What each person took that day as the close saw it: [{ userId, fullname, cashPaise,
     * upiPaise, cardPaise }], so a closed day reads back as it was closed.
     */
    byStaff: jsonb('by_staff').notNull().default([]),
    /**
     * The bookings whose payments the close counted: a payment of that day not among them was
     * recorded after the close (or committed while it ran), and is shown apart.
     */
    countedBookings: jsonb('counted_bookings').notNull().default([]),
    closedBy: uuid('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('day_closes_turf_day_unique').on(table.turfId, table.day),
    check(
      'day_closes_amounts_check',
      sql`${table.expectedCashPaise} >= 0 and ${table.expectedUpiPaise} >= 0 and ${table.expectedCardPaise} >= 0 and ${table.countedCashPaise} >= 0`,
    ),
  ],
);
