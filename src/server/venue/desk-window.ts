import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';

// The days a front-desk request would touch, for the desk's week (docs/decisions/066): read
// before the change, so a refusal writes nothing.

/**
 * The days of the blocks a removal of `blockId` would lift (with `series`, every block made with
 * it); empty when there is no such block, which the removal then answers 404.
 */
export async function blockDays(
  db: DbOrTx,
  turfId: string,
  blockId: string,
  series: boolean,
): Promise<string[]> {
  const ofTurf = and(eq(bookings.turfId, turfId), eq(bookings.status, 'blocked'));
  const [block] = await db
    .select({ day: bookings.day, groupId: bookings.blockGroupId })
    .from(bookings)
    .where(and(ofTurf, eq(bookings.id, blockId)));
  if (!block) return [];
  if (!series || block.groupId === null) return [block.day];
  const rows = await db
    .selectDistinct({ day: bookings.day })
    .from(bookings)
    .where(and(ofTurf, eq(bookings.blockGroupId, block.groupId)));
  return rows.map((row) => row.day);
}
