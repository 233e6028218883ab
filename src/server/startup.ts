import { sql } from 'drizzle-orm';
import { ensureAdmin } from './auth/service';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import { loadDemoDataOnce } from './demo/seed';

// Any fixed number, other than the migrations' (db/database.ts): it names the lock under which
// every start-up write runs, so several processes starting at once on one database take turns.
const STARTUP_WRITES_LOCK_KEY = 727_002;

/**
 * The admin from ADMIN_EMAIL/ADMIN_PASSWORD and the demo data, written once however many
 * processes start together: one transaction under an advisory lock, each step idempotent.
 * Answers whether the demo data was loaded by this call.
 */
export async function runStartupWrites(
  db: Db,
  config: Pick<AppConfig, 'admin' | 'demoData' | 'venueTimeZone'>,
  now: Date = new Date(),
): Promise<{ demoLoaded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_WRITES_LOCK_KEY})`);
    if (config.admin) await ensureAdmin(tx, config.admin.email, config.admin.password);
    const demoLoaded =
      config.demoData && (await loadDemoDataOnce(tx, { now, timeZone: config.venueTimeZone }));
    return { demoLoaded };
  });
}
