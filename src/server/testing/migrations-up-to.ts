import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/database';

/**
 * A copy of the migrations folder whose journal stops at `lastIndex`: a database migrated with it
 * is in the shape it had before the later migrations, for tests that run them on old data.
 */
async function migrationsUpTo(lastIndex: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** The test's owner and player, as old data has them. */
export const OLD_OWNER = '00000000-0000-0000-0000-0000000000a1';
export const OLD_PLAYER = '00000000-0000-0000-0000-0000000000b1';

/**
 * An in-memory database migrated up to `lastIndex`, with an owner and a player; `migrateRest`
 * runs every later migration over whatever the test put in it, `close` ends it.
 */
export async function databaseBefore(lastIndex: number) {
  const client = new PGlite('memory://', { extensions: { btree_gist, pg_trgm, unaccent } });
  const db = drizzle({ client });
  const folder = await migrationsUpTo(lastIndex);
  await migrate(db, { migrationsFolder: folder });
  await client.exec(`
    insert into users (id, fullname, email, mobilenumber, role, password_hash) values
      ('${OLD_OWNER}', 'Owner', 'o@example.com', '9999999999', 'owner', 'x'),
      ('${OLD_PLAYER}', 'Player', 'p@example.com', '9999999998', 'user', 'x');`);
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
