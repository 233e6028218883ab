import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';

// Fixed one-minute windows counted in the database, so every server process shares the count.

const WINDOW_MS = 60_000;
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Counts one hit on each key and refuses with 429 when any key is over `limit` this minute. */
export async function consumeRateLimit(
  db: DbOrTx,
  keys: string[],
  limit: number,
  now = new Date(),
) {
  const windowFloor = new Date(now.getTime() - WINDOW_MS);
  let over = false;
  for (const key of keys) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimits.hits });
    if (row && row.hits > limit) over = true;
  }
  if (over) throw new HttpError(429, RATE_LIMITED_MESSAGE);
}

export async function deleteStaleRateLimits(db: DbOrTx, now = new Date()) {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - WINDOW_MS)));
}
