import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type CreditReason } from '../../shared/credit';
import type { DbOrTx } from '../db/database';
import { creditAccounts, creditEntries } from '../db/schema-money';
import { HttpError } from '../http/errors';

// TurfBook credit (docs/decisions/040): the balance and the ledger that explains it move
// together, in the caller's transaction. The balance row is the lock: an entry adds to it in one
// statement, and one that would take it below zero changes nothing and is refused, also when two
// processes spend at once (the database's check holds the same line).

export interface CreditEntry {
  userId: string;
  /** In (+) or out (−), paise. */
  amountPaise: number;
  reason: CreditReason;
  bookingId: string | null;
  now: Date;
}

/** Records the entry and moves the balance; answers the new balance. 409 when it cannot cover it. */
export async function recordCredit(tx: DbOrTx, entry: CreditEntry): Promise<number> {
  const { userId, amountPaise } = entry;
  if (amountPaise === 0) throw new Error('a credit entry moves money');
  let balance: number | undefined;
  if (amountPaise > 0) {
    const [row] = await tx
      .insert(creditAccounts)
      .values({ userId, balancePaise: amountPaise })
      .onConflictDoUpdate({
        target: creditAccounts.userId,
        set: { balancePaise: sql`${creditAccounts.balancePaise} + ${amountPaise}` },
      })
      .returning({ balance: creditAccounts.balancePaise });
    balance = row?.balance;
  } else {
    const [row] = await tx
      .update(creditAccounts)
      .set({ balancePaise: sql`${creditAccounts.balancePaise} + ${amountPaise}` })
      .where(and(eq(creditAccounts.userId, userId), gte(creditAccounts.balancePaise, -amountPaise)))
      .returning({ balance: creditAccounts.balancePaise });
    balance = row?.balance;
  }
  if (balance === undefined) throw new HttpError(409, 'credit_not_enough');
  await tx.insert(creditEntries).values({
    userId,
    amountPaise,
    reason: entry.reason,
    bookingId: entry.bookingId,
    createdAt: entry.now,
  });
  return balance;
}

/** The player's balance, paise (0 before any credit). */
export async function creditBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditAccounts.balancePaise })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** The ledger shown: the newest entries first. */
export const CREDIT_ENTRIES_SHOWN = 100;

export async function creditEntriesOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(CREDIT_ENTRIES_SHOWN);
}
