import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/database';

/**
 * A copy of the migrations folder whose journal stops at `lastIndex`: a database migrated with it
 * is in the shape it had before the later migrations, for tests that run them on old data.
 * The caller removes the folder.
 */
export async function migrationsUpTo(lastIndex: number): Promise<string> {
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
