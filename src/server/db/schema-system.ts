import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The app's own bookkeeping: the outbox of work after a commit, rate-limit windows, the turf
// list's data version and one-off facts. Apart from schema.ts for its length; drizzle.config.ts
// names every schema file.

/**
 * Work to do after a commit (mail to send), written in the same transaction as the change it
 * follows, so a crash right after a payment never loses it; a worker takes rows with SKIP LOCKED,
 * once across processes, and retries with back-off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_waiting_idx')
      .on(table.runAfter)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** Fixed-window counters for login and signup attempts, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A version per cached answer: triggers (migration 0008) set it from one sequence on every
 * statement that changes what the answer is made of, so a value never repeats, not even after a
 * truncate. 'turf-list': turfs, their ratings and the raters' names, their photos and reviews.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** One-off facts about this database, such as whether the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
