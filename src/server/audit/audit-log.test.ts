import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../db/schema-venue-team';
import { databaseErrorCode } from '../db/errors';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { recordAudit } from './audit-log';

// The audit log is only ever added to (docs/decisions/066): the database itself refuses to change
// or remove an entry, whatever code asks, on PGlite and on PostgreSQL alike.

const t = useTestApp();
beforeEach(() => t.setNow(TEST_NOW));

const TURF = '00000000-0000-4000-8000-000000000001';
const ACTOR = {
  id: '00000000-0000-4000-8000-000000000002',
  fullname: 'Asha',
  role: 'owner' as const,
};

async function oneEntry() {
  await recordAudit(t.database.db, {
    turfId: TURF,
    actor: ACTOR,
    action: 'prices.update',
    target: 'Base price',
    before: { price: '900.00' },
    after: { price: '1000.00' },
    at: TEST_NOW,
  });
  const [entry] = await t.database.db.select().from(auditEntries);
  return entry!;
}

async function refused(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(databaseErrorCode(error)).toBe('42501');
}

describe('the audit log', () => {
  it('keeps what was written: who, when, what, before and after', async () => {
    const entry = await oneEntry();
    expect(entry).toMatchObject({
      turfId: TURF,
      actorId: ACTOR.id,
      actorName: 'Asha',
      actorRole: 'owner',
      action: 'prices.update',
      target: 'Base price',
      before: { price: '900.00' },
      after: { price: '1000.00' },
      at: TEST_NOW,
    });
  });

  it('refuses an UPDATE, a DELETE and a TRUNCATE of its entries', async () => {
    const entry = await oneEntry();
    const { db } = t.database;
    await refused(
      db
        .update(auditEntries)
        .set({ actorName: 'Someone else' })
        .where(eq(auditEntries.id, entry.id)),
    );
    await refused(db.delete(auditEntries).where(eq(auditEntries.id, entry.id)));
    await refused(db.execute(sql`delete from audit_entries`));
    await refused(db.execute(sql`truncate audit_entries`));
    expect(await db.select().from(auditEntries)).toEqual([entry]);
  });

  it('writes nothing when the change it records is rolled back', async () => {
    const { db } = t.database;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          turfId: TURF,
          actor: ACTOR,
          action: 'block.add',
          target: 'Court 1',
          before: null,
          after: { from: '18:00' },
          at: TEST_NOW,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(auditEntries)).toEqual([]);
  });
});
