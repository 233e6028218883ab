import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';

// Fixed one-minute windows counted where every server process sees them: in PostgreSQL, or in
// Redis when REDIS_URL is set (redis-rate-counter.ts). Decision 002.

export const WINDOW_MS = 60_000;
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface RateCounter {
  /** Counts one hit on each key in its current window; answers each key's hits so far. */
  hit(keys: string[], now: Date): Promise<number[]>;
  /** Forgets windows that have passed. */
  sweep(now: Date): Promise<void>;
  close(): Promise<void>;
}

/** Refuses with 429 when any key is over `limit` this minute (counting this attempt). */
export async function consumeRateLimit(
  counter: RateCounter,
  keys: string[],
  limit: number,
  now = new Date(),
) {
  const hits = await counter.hit(keys, now);
  if (hits.some((count) => count > limit)) throw new HttpError(429, RATE_LIMITED_MESSAGE);
}

/**
 * A hit on key $1 at $2: a window that started at $3 (a minute ago) or earlier has ended, and a
 * new one starts with this hit. Prepared: every login and payment start sends it.
 */
const HIT: Statement = {
  name: 'rate_limit_hit',
  text: `insert into rate_limits (key, window_start, hits) values ($1, $2::timestamptz, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= $3::timestamptz then 1
        else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= $3::timestamptz then $2::timestamptz
        else rate_limits.window_start end
    returning hits`,
};

/** Key $1's hits in its window, if that window started after $2 (a minute ago): else 0. */
const PEEK: Statement = {
  name: 'rate_limit_peek',
  text: `select hits from rate_limits where key = $1 and window_start > $2::timestamptz`,
};

/** One upserted row per key in the rate_limits table. */
export class PostgresRateCounter implements RateCounter {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Counts in `db` when given: a caller that writes anyway (Pay Now's hold) counts inside its own
   * transaction, so the count costs no commit of its own and stands or falls with it.
   */
  async hit(keys: string[], now: Date, db: DbOrTx = this.db): Promise<number[]> {
    const windowFloor = new Date(now.getTime() - WINDOW_MS).toISOString();
    const counts: number[] = [];
    for (const key of keys) {
      const [row] = await queryRows<{ hits: number }>(db, HIT, [
        key,
        now.toISOString(),
        windowFloor,
      ]);
      counts.push(row?.hits ?? 0);
    }
    return counts;
  }

  /** This window's hits so far, without counting one: a read, so it commits nothing. */
  async peek(key: string, now: Date, db: DbOrTx = this.db): Promise<number> {
    const windowFloor = new Date(now.getTime() - WINDOW_MS).toISOString();
    // The same rule as hit's: a window that started a minute ago or more has ended.
    const [row] = await queryRows<{ hits: number }>(db, PEEK, [key, windowFloor]);
    return row?.hits ?? 0;
  }

  async sweep(now: Date) {
    await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - WINDOW_MS)));
  }

  async close() {}
}
