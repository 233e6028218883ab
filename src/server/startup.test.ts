import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { turfs, users } from './db/schema';
import { runStartupWrites } from './startup';
import { useTestApp } from './testing/test-app';

// On PostgreSQL (CI) the starts below really run at once, over separate pooled connections.

const t = useTestApp();

describe('several processes starting at once on one empty database', () => {
  it('all start, and the admin and the demo data are written once', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/unused',
      ADMIN_EMAIL: 'boss@turfbook.example.com',
      ADMIN_PASSWORD: 'long-enough-secret',
      DEMO_DATA: 'on',
    });
    const starts = await Promise.all(
      Array.from({ length: 6 }, () => runStartupWrites(t.database.db, config)),
    );
    expect(starts.filter((start) => start.demoLoaded)).toHaveLength(1);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((admin) => admin.email).sort()).toEqual([
      'admin@turfbook.example.com',
      'boss@turfbook.example.com',
    ]);
    expect((await t.database.db.select().from(turfs)).length).toBeGreaterThan(30);
    // A later start changes nothing.
    expect((await runStartupWrites(t.database.db, config)).demoLoaded).toBe(false);
  });
});
