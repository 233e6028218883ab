import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables of docs/architecture §4. Money is integer paise; ids are UUIDs exposed as `_id`.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull().unique(),
    mobilenumber: text('mobilenumber').notNull(),
    role: text('role', { enum: ['user', 'owner', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('user', 'owner', 'admin')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const turfs = pgTable(
  'turfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    location: text('location').notNull(),
    sportsType: text('sports_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    approved: boolean('approved').notNull().default(false),
    address: text('address').notNull(),
    mapsLink: text('maps_link').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('turfs_owner_id_idx').on(table.ownerId),
    check('turfs_price_positive', sql`${table.pricePaise} > 0`),
  ],
);

/** Fixed-window counters for login and signup attempts, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** One-off facts about this database, such as whether the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
