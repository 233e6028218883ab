import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { splitShares, splits } from '../db/schema-splits';
import { MissingMailData, person } from './mail-data';
import type { SplitDeadlineFacts } from './templates/split-deadline';

// What the split's deadline mail says (docs/decisions/044), read when it is sent.

export async function splitDeadlineFacts(db: DbOrTx, splitId: string): Promise<SplitDeadlineFacts> {
  const [row] = await db
    .select({ split: splits, turf: turfs, booker: users })
    .from(splits)
    .innerJoin(turfs, eq(turfs.id, splits.turfId))
    .innerJoin(users, eq(users.id, splits.bookerId))
    .where(eq(splits.id, splitId));
  if (!row) throw new MissingMailData('The split of this mail is gone.');
  const shares = await db.select().from(splitShares).where(eq(splitShares.splitId, splitId));
  const unpaid = shares.filter((share) => share.status === 'unpaid');
  const booker = person(row.booker);
  return {
    splitId,
    status: row.split.status,
    turf: { name: row.turf.name },
    booker,
    deadline: row.split.deadline,
    unpaidShares: unpaid.length,
    leftPaise: unpaid.reduce((sum, share) => sum + share.amountPaise, 0),
  };
}
