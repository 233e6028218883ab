import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { MissingMailData, person } from './mail-data';
import type { DaySummaryFacts } from './templates/owner-day-summary';

// An owner's day as the morning summary tells it (docs/decisions/059), read when it is sent: the
// confirmed bookings of each of their turfs, with the customer's first name only (the player's,
// or a phone or walk-in customer's as the owner wrote it). No phone number or e-mail: the
// summary is read on a phone's lock screen and forwarded to the ground staff.

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export async function daySummaryFacts(
  db: DbOrTx,
  ownerId: string,
  day: string,
): Promise<DaySummaryFacts> {
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  if (!owner) throw new MissingMailData('The owner of the summary is gone.');
  const rows = await db
    .select({
      turfId: turfs.id,
      turfName: turfs.name,
      court: courts.name,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      player: users.fullname,
      customerName: bookings.customerName,
    })
    .from(turfs)
    .innerJoin(
      bookings,
      and(eq(bookings.turfId, turfs.id), eq(bookings.day, day), eq(bookings.status, 'confirmed')),
    )
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(turfs.ownerId, ownerId))
    .orderBy(asc(turfs.name), asc(turfs.id), asc(bookings.startMinute), asc(courts.position));
  const byTurf = new Map<string, DaySummaryFacts['turfs'][number]>();
  for (const row of rows) {
    const turf = byTurf.get(row.turfId) ?? { name: row.turfName, games: [] };
    turf.games.push({
      startMinute: row.startMinute,
      endMinute: row.endMinute,
      court: row.court,
      customer: firstName(row.customerName ?? row.player),
    });
    byTurf.set(row.turfId, turf);
  }
  return { owner: person(owner), day, turfs: [...byTurf.values()] };
}
