import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { preparedPerDb, type DbOrTx } from '../db/database';
import { rateLimits } from '../db/schema-system';
import { HttpError } from '../http/errors';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// Fixed one-minute windows counted where every server process sees them: in PostgreSQL, or in
// Redis when REDIS_URL is set (redis-rate-counter.ts). Decision 002.

export const WINDOW_MS = 60_000;
export const RATE_LIMITED_MESSAGE = ERROR_CATALOGUE.rate_limited.en;

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
  if (hits.some((count) => count > limit)) throw new HttpError(429, 'rate_limited');
}

/**
 * A hit on `key` at `now`: a window that started at `floor` (a minute ago) or earlier has ended,
 * and a new one starts with this hit. Prepared: every login and payment start sends it.
 */
const hit = preparedPerDb((db: DbOrTx) => {
  const ended = sql`${rateLimits.windowStart} <= ${sql.placeholder('floor')}::timestamptz`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({ key: sql`${sql.placeholder('key')}`, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits })
    .prepare('rate_limit_hit');
});

/** The key's hits in its window, if that window started after `floor` (a minute ago): else 0. */
const peek = preparedPerDb((db: DbOrTx) =>
  db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, sql.placeholder('key')),
        gt(rateLimits.windowStart, sql.placeholder('floor')),
      ),
    )
    .prepare('rate_limit_peek'),
);

/** One upserted row per key in the rate_limits table. */
export class PostgresRateCounter implements RateCounter {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Counts in `db` when given: a caller that writes anyway (Pay Now's hold) counts inside its own
   * transaction, so the count costs no commit of its own and stands or falls with it.
   */
  async hit(keys: string[], now: Date, db: DbOrTx = this.db): Promise<number[]> {
    const floor = new Date(now.getTime() - WINDOW_MS).toISOString();
    const counts: number[] = [];
    for (const key of keys) {
      const [row] = await hit(db).execute({ key, now: now.toISOString(), floor });
      counts.push(row?.hits ?? 0);
    }
    return counts;
  }

  /** This window's hits so far, without counting one: a read, so it commits nothing. */
  async peek(key: string, now: Date, db: DbOrTx = this.db): Promise<number> {
    const floor = new Date(now.getTime() - WINDOW_MS);
    // The same rule as hit's: a window that started a minute ago or more has ended.
    const [row] = await peek(db).execute({ key, floor });
    return row?.hits ?? 0;
  }

  async sweep(now: Date) {
    await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - WINDOW_MS)));
  }

  async close() {}
}
