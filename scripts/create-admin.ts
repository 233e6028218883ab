// Makes or resets the admin account: npm run create-admin -- --email a@b.c --password secret123
// (or with ADMIN_EMAIL / ADMIN_PASSWORD in the environment).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { ensureAdmin } from '../src/server/auth/service';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const env = {
  ...process.env,
  ADMIN_EMAIL: values.email ?? process.env.ADMIN_EMAIL,
  ADMIN_PASSWORD: values.password ?? process.env.ADMIN_PASSWORD,
};

try {
  const config = loadConfig(env);
  if (!config.admin)
    throw new Error('Give --email and --password (or set ADMIN_EMAIL and ADMIN_PASSWORD).');
  const database = await openDatabase(config);
  const result = await ensureAdmin(database.db, config.admin.email, config.admin.password);
  await database.close();
  const what = result.created ? 'created' : result.updated ? 'reset' : 'already up to date';
  console.info(`Admin ${config.admin.email}: ${what}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
