import { and, eq, isNull } from 'drizzle-orm';
import { weekHoursProblem, type DayHours } from '../../shared/opening-hours';
import type { DbOrTx } from '../db/database';
import { courts } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfRow } from '../turfs/turf-json';

// A court's own opening hours (docs/decisions/031): a week inside the venue's, or null to follow
// the venue's alone. The booking core's court assignment reads them (a court closed then is not
// free); changing them does not touch existing bookings, as with the venue's (decision 016).

/** Saves the court's week (null: follow the venue's); a court not in use at this turf is a 400. */
export async function saveCourtHours(
  db: DbOrTx,
  turf: TurfRow,
  courtId: string,
  week: (DayHours | null)[] | null,
) {
  const problem = week && weekHoursProblem(week);
  if (problem) throw HttpError.refusal(400, problem, 'listing_invalid');
  const saved = await db
    .update(courts)
    .set({ openingHours: week })
    .where(and(eq(courts.id, courtId), eq(courts.turfId, turf.id), isNull(courts.retiredAt)))
    .returning({ name: courts.name });
  if (saved.length === 0) throw new HttpError(400, 'court_unknown');
  return { courtName: saved[0]!.name, openingHours: week };
}
