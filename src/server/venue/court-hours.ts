import { and, eq, isNull } from 'drizzle-orm';
import { weekHoursProblem, type DayHours } from '../../shared/opening-hours';
import { recordAuditBy } from '../audit/audit-log';
import { weekChange } from '../audit/audit-values';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { courts } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfRow } from '../turfs/turf-json';

// A court's own opening hours (docs/decisions/031): a week inside the venue's, or null to follow
// the venue's alone. The booking core's court assignment reads them (a court closed then is not
// free); changing them does not touch existing bookings, as with the venue's (decision 016).

/** Saves the court's week (null: follow the venue's); a court not in use at this turf is a 400. */
export async function saveCourtHours(
  db: Db,
  person: UserRow,
  turf: TurfRow,
  courtId: string,
  week: (DayHours | null)[] | null,
) {
  const problem = week && weekHoursProblem(week);
  if (problem) throw HttpError.refusal(400, problem, 'listing_invalid');
  return db.transaction(async (tx) => {
    const inUse = and(eq(courts.id, courtId), eq(courts.turfId, turf.id), isNull(courts.retiredAt));
    const [court] = await tx
      .select({ name: courts.name, openingHours: courts.openingHours })
      .from(courts)
      .where(inUse)
      .for('update');
    if (!court) throw new HttpError(400, 'court_unknown');
    await tx.update(courts).set({ openingHours: week }).where(inUse);
    const change = weekChange(court.openingHours, week, "The venue's hours");
    if (change)
      await recordAuditBy(tx, person, turf, {
        action: 'opening_hours.update',
        target: court.name,
        ...change,
      });
    return { courtName: court.name, openingHours: week };
  });
}
