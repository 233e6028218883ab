import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type DbOrTx } from '../db/database';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { useTestApp } from '../testing/test-app';
import { lockTurfDays } from './lifecycle';

// Writers take a turf's day locks through lock_booking_days (migration 0013), which takes them
// in one order whatever order they are asked in: two writers asking for the same days in
// opposite orders queue up, and neither deadlocks.

const t = useTestApp();

/** Advisory locks of `granted` state: this connection's own, or anyone's waiting. */
const advisoryLocks = async (db: DbOrTx, which: 'held here' | 'waiting') => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_locks`)
    .where(
      which === 'held here'
        ? sql`locktype = 'advisory' and granted and pid = pg_backend_pid()`
        : sql`locktype = 'advisory' and not granted`,
    );
  return row!.count;
};

describe('lock_booking_days', () => {
  it('takes each day once, in any order asked, until the transaction ends', async () => {
    const turfId = randomUUID();
    await t.database.db.transaction(async (tx) => {
      await lockTurfDays(tx, turfId, ['2031-05-03', '2031-05-01', '2031-05-02', '2031-05-01']);
      expect(await advisoryLocks(tx, 'held here')).toBe(3);
    });
    await t.database.db.transaction(async (tx) => {
      expect(await advisoryLocks(tx, 'held here')).toBe(0);
    });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe.skipIf(!serverUrl)('lock_booking_days on PostgreSQL', () => {
  it('never deadlocks two writers that ask for the same days in opposite orders', async () => {
    const database = await openPostgres(await createScratchPostgresDatabase(serverUrl!));
    opened.push(database);
    const { db } = database;
    const turfId = randomUUID();
    const [first, second] = ['2031-05-01', '2031-05-02'];
    let firstTaken!: () => void;
    const firstIsTaken = new Promise<void>((resolve) => (firstTaken = resolve));
    // A holds the first day; B asks for both, the second day first; then A asks for the second
    // day. Taken in the order asked, B would hold the second day while waiting for the first:
    // a deadlock. Taken in one order, B waits for the first day holding nothing.
    const a = db.transaction(async (tx) => {
      await lockTurfDays(tx, turfId, [first]);
      firstTaken();
      while ((await advisoryLocks(db, 'waiting')) === 0)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await lockTurfDays(tx, turfId, [second]);
    });
    await firstIsTaken;
    const b = db.transaction((tx) => lockTurfDays(tx, turfId, [second, first]));
    await expect(Promise.all([a, b])).resolves.toBeDefined();
  });
});
