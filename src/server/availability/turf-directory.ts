import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { currentTurfListVersion } from '../turfs/list-query';

// Who owns a turf and whether it is listed, as the grid's call needs to know before it answers:
// kept per turf for one data version of the turf list (any change to turfs renews it, so an
// approval or a rejection is seen by the next request), so the call itself is one simple query.

export interface TurfStanding {
  ownerId: string;
  approved: boolean;
}

const TURF_STANDING: Statement = {
  name: 'turf_standing',
  text: 'select owner_id, approved from turfs where id = $1',
};

/** Enough for every turf of a large city; past it, the directory starts again. */
const TURFS_KEPT = 100_000;

export function turfDirectory(db: Db) {
  const currentVersion = currentTurfListVersion(db);
  const known = new Map<string, { version: string; standing: TurfStanding | null }>();

  async function read(turfId: string) {
    const [row] = await queryRows<{ owner_id: string; approved: boolean }>(db, TURF_STANDING, [
      turfId,
    ]);
    return row ? { ownerId: row.owner_id, approved: row.approved } : null;
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
