import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placesWithStaleHolds } from '../bookings/hold-endings';
import { paymentsDueRefund } from '../checkout/reconcile';
import type { DbOrTx } from '../db/database';
import { useTestApp } from '../testing/test-app';

// The minute sweep (housekeeping.ts) looks for what is due among every booking and payment ever
// made: each of those reads goes through a partial index of the few rows it wants, so the sweep
// costs the same in a venue's tenth year as in its first.

const t = useTestApp();

/**
 * The plan PostgreSQL makes for the statement with scans priced out, so it names the index the
 * statement can use (a small test table would otherwise be scanned whatever its indexes).
 */
async function planOf(statement: (tx: DbOrTx) => { getSQL(): SQL }): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${statement(tx).getSQL()}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the minute sweep', () => {
  it('reads the payments due a refund through their own index', async () => {
    expect(await planOf(paymentsDueRefund)).toContain('payments_refund_due_idx');
  });

  it('reads the holds whose time ran out through their own index', async () => {
    expect(await planOf((tx) => placesWithStaleHolds(tx, new Date()))).toContain(
      'bookings_unpaid_holds_idx',
    );
  });
});
