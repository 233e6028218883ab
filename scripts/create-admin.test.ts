import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/server/auth/passwords';
import { openPglite } from '../src/server/db/database';
import { users } from '../src/server/db/schema';

const dataDir = mkdtempSync(join(tmpdir(), 'turf-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(...args: string[]) {
  return spawnSync('npx', ['tsx', 'scripts/create-admin.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    encoding: 'utf8',
  });
}

// Each call starts the script as a person would, migrating a fresh embedded database: minutes on a
// busy machine, so the timeouts only stop a hang; what the test checks is what the script does.
describe('npm run create-admin', () => {
  it('makes the admin, then resets its password', { timeout: 900_000 }, async () => {
    const made = createAdmin('--email', 'Chief@Example.com', '--password', 'first-secret');
    expect(made.stdout).toContain('Admin chief@example.com: created.');
    const reset = createAdmin('--email', 'chief@example.com', '--password', 'second-secret');
    expect(reset.stdout).toContain('Admin chief@example.com: reset.');

    const database = await openPglite(join(dataDir, 'pglite'));
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'chief@example.com'));
    await database.close();
    expect(admin!.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash!, 'second-secret')).toBe(true);
  });

  it('refuses a short password with one clear line', { timeout: 600_000 }, () => {
    const refused = createAdmin('--email', 'chief@example.com', '--password', 'short');
    expect(refused.status).toBe(1);
    expect(
      refused.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.includes('npm warn')),
    ).toEqual(['Invalid configuration: ADMIN_PASSWORD must be at least 8 characters']);
  });
});
