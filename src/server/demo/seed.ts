import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appMeta, turfs, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TURFS, demoTurfImagePath } from './demo-turfs';

const DEMO_MARKER = 'demo_data_loaded';

/**
 * Loads the demo accounts and turfs once per database. The marker, not the tables' contents,
 * decides: what people later change or delete stays changed.
 */
export async function loadDemoDataOnce(db: Db): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker) return false;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    // The marker row doubles as a lock: a second process starting at once inserts nothing.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const ownerIds = new Map<string, string>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          fullname: account.fullname,
          email: account.email,
          mobilenumber: account.mobilenumber,
          role: account.role,
          passwordHash: hashes[index]!,
        })
        .onConflictDoUpdate({ target: users.email, set: { role: account.role } })
        .returning({ id: users.id });
      ownerIds.set(account.key, row!.id);
    }

    await tx.insert(turfs).values(
      DEMO_TURFS.map((turf) => ({
        name: turf.name,
        imageUrl: demoTurfImagePath(turf.slug),
        location: turf.location,
        sportsType: turf.sports_type,
        pricePaise: turf.price * 100,
        approved: turf.approved,
        address: turf.address,
        mapsLink: turf.linkes,
        description: turf.description,
        ownerId: ownerIds.get(turf.owner)!,
      })),
    );
    return true;
  });
}
