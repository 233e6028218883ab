import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema-system';

/**
 * Seconds since the oldest outbox row still undelivered was written, by the database's clock
 * (the one that wrote it); 0 when none waits. Read at scrape time (docs/decisions/069): the
 * undelivered rows are few, and outbox_waiting_idx holds just them.
 */
export async function oldestUndeliveredSeconds(db: Db): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(isNull(outbox.doneAt));
  return Math.max(0, Number(row?.seconds ?? 0));
}
