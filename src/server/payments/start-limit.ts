import { PostgresRateCounter, consumeRateLimit, type RateCounter } from '../auth/rate-limit';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';

// How often one player may start a payment (decision 012), counted so that a payment start costs
// no commit of its own: Pay Now writes one transaction anyway, and the count goes in it.

/** How often one player may start a payment (Pay Now, Proceed to Pay) in a minute (decision 012). */
export const PAYMENT_STARTS_PER_MINUTE = 20;

/** Where payment starts are counted, and when. */
export interface StartLimitContext {
  rateCounter: RateCounter;
  now: () => Date;
}

/** Counts this start inside the caller's transaction; throws 429 (rolling it back) past the limit. */
export type CountStart = (tx: DbOrTx) => Promise<void>;

/**
 * Runs one payment start under the per-player limit, every attempt counted once. In Redis the
 * count costs the database nothing, so it is taken first, as for logins. In PostgreSQL `work`
 * counts it inside the transaction that records the payment; a read before refuses a player
 * already at the limit before any intent is opened, and an attempt that fails (its transaction
 * rolled back) or that never reached that transaction is counted on its own afterwards. `work`
 * must throw only when its transaction did not commit.
 */
export async function withStartLimit<T>(
  context: StartLimitContext,
  playerId: string,
  work: (countIn: CountStart) => Promise<T>,
): Promise<T> {
  const key = `post-payment:user:${playerId}`;
  const counter = context.rateCounter;
  const now = context.now();
  const limit = PAYMENT_STARTS_PER_MINUTE;
  if (!(counter instanceof PostgresRateCounter)) {
    await consumeRateLimit(counter, [key], limit, now);
    return work(async () => {});
  }
  if ((await counter.peek(key, now)) >= limit) throw new HttpError(429, 'rate_limited');
  let counted = false;
  const countIn: CountStart = async (tx) => {
    const [hits] = await counter.hit([key], now, tx);
    if (hits! > limit) throw new HttpError(429, 'rate_limited');
    counted = true;
  };
  let result: T;
  try {
    result = await work(countIn);
  } catch (error) {
    // The transaction that counted it rolled back (or never ran): the attempt still counts.
    await counter.hit([key], now);
    throw error;
  }
  if (!counted) await counter.hit([key], now);
  return result;
}
