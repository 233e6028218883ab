import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database';
import type { MoneyCounts } from './metrics';

// Counts that stand only once their transaction commits, made where the thing is written even
// when that code carries no metrics (decision 069). A refund is due from the commit of the
// transaction that wrote it; its one writer (bookings/due-refunds.ts writeRefunds) runs inside a
// dozen transactions of the money model that hand it only their `tx`. So the app's database
// handle runs each transaction it opens in a scope holding the app's counts and what to count
// once that transaction commits: a rolled-back write counts nothing, and each app (a test may
// build several) counts its own. A transaction opened inside another on the same handle is a
// scope of its own (its own commit); a savepoint (tx.transaction) belongs to its transaction.

interface CommitScope {
  counts: MoneyCounts;
  committed: ((counts: MoneyCounts) => void)[];
}

const scopes = new AsyncLocalStorage<CommitScope>();

/** `db`, whose transactions make the counts asked for in them once they commit. */
export function countingOnCommit(db: Db, counts: MoneyCounts): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const scope: CommitScope = { counts, committed: [] };
    const result = await scopes.run(scope, () => db.transaction(work, config));
    for (const count of scope.committed) count(counts);
    return result;
  };
  // Everything else is the handle's own: drizzle's methods read its session through `this`.
  return Object.create(db, { transaction: { value: transaction } }) as Db;
}

/**
 * Counts `count` when the current transaction commits; nothing if it rolls back. Outside a
 * transaction of an app's handle (a script's own handle) there is no app to count in: nothing.
 */
export function countWhenCommitted(count: (counts: MoneyCounts) => void) {
  scopes.getStore()?.committed.push(count);
}
