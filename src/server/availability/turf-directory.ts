import { eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../db/database';
import { turfs } from '../db/schema';
import { currentTurfListVersion } from '../turfs/list-query';

// Who owns a turf and whether it is listed, as the grid's call needs to know before it answers:
// kept per turf for one data version of the turf list (any change to turfs renews it, so an
// approval or a rejection is seen by the next request), so the call itself is one simple query.

export interface TurfStanding {
  ownerId: string;
  approved: boolean;
}

const turfStanding = preparedPerDb((db) =>
  db
    .select({ ownerId: turfs.ownerId, approved: turfs.approved })
    .from(turfs)
    .where(eq(turfs.id, sql.placeholder('turfId')))
    .prepare('turf_standing'),
);

/** Enough for every turf of a large city; past it, the directory starts again. */
const TURFS_KEPT = 100_000;

export function turfDirectory(db: Db) {
  const currentVersion = currentTurfListVersion(db);
  const known = new Map<string, { version: string; standing: TurfStanding | null }>();

  async function read(turfId: string) {
    const [row] = await turfStanding(db).execute({ turfId });
    return row ?? null;
  }

  /** The turf's owner and listing state; null when there is no such turf. */
  return async function standingOf(turfId: string): Promise<TurfStanding | null> {
    const version = await currentVersion();
    if (version === null) return read(turfId);
    const entry = known.get(turfId);
    if (entry?.version === version) return entry.standing;
    const standing = await read(turfId);
    if (known.size >= TURFS_KEPT) known.clear();
    known.set(turfId, { version, standing });
    return standing;
  };
}
