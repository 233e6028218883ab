import { eq } from 'drizzle-orm';
import type { CourtsChangedAnswer } from '../../shared/api/owner-courts-contract';
import {
  COURT_CHANGE_MESSAGES,
  courtChangeProblem,
  newCourtProblem,
  retireProblem,
  stillToComeProblem,
  tidyCourtInput,
  type CourtChange,
} from '../../shared/court-changes';
import { type Court, type CourtInput } from '../../shared/courts';
import { zonedNow } from '../../shared/time';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import { claimsToCome } from '../bookings/claims-to-come';
import type { Db, DbOrTx } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  addCourts,
  changeCourt,
  liveCourts,
  lockCourtAgainstClaims,
  logCourtsChange,
  retireCourt,
  retiredCourtNames,
} from '../turfs/courts';
import { courtJson } from '../turfs/turf-json';

// An owner's courts on a listing that exists (docs/decisions/030). Each change runs in one
// transaction with the listing's row locked, so two changes of one listing's courts queue up and
// each checks the courts as the one before left them; the shared rules (shared/court-changes)
// decide, the catalogue (turfs/courts) writes, and the listing's edit log records the courts
// before and after. The listing's approval is not touched: an approved listing stays listed.

export interface CourtChangeContext {
  db: Db;
  now: () => Date;
  timeZone: string;
}

interface Change {
  turfId: string;
  editor: UserRow;
}

interface Outcome {
  message: string;
  /** false: nothing changed, nothing is recorded. */
  changed: boolean;
}

/**
 * Runs `work` on the listing's courts in use under the listing's lock; when it changed them, logs
 * the courts before and after. A unique-name race (courts_live_name_idx) is the same 409 as a
 * name the check found.
 */
async function changeCourts(
  db: Db,
  { turfId, editor }: Change,
  work: (tx: DbOrTx, live: Court[]) => Promise<Outcome>,
): Promise<CourtsChangedAnswer> {
  try {
    return await db.transaction(async (tx) => {
      // NO KEY UPDATE: court changes of one listing queue up, bookings (whose key share of the
      // turf row it leaves alone) do not wait for them.
      const [turf] = await tx
        .select({ id: turfs.id, ownerId: turfs.ownerId })
        .from(turfs)
        .where(eq(turfs.id, turfId))
        .for('no key update');
      if (!turf) throw new HttpError(404, 'turf_not_found');
      const before = await liveCourts(tx, turfId);
      const { message, changed } = await work(tx, before);
      const after = changed ? await liveCourts(tx, turfId) : before;
      if (changed) {
        await logCourtsChange(tx, { turfId, editorId: editor.id, before, after });
        await recordAuditBy(tx, editor, turf, courtsEntry(before, after));
      }
      return { success: true as const, message, courts: after.map(courtJson) };
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') {
      throw new HttpError(409, 'court_name_taken');
    }
    throw error;
  }
}

function courtOf(live: readonly Court[], courtId: string): Court {
  const court = live.find(({ id }) => id === courtId);
  if (!court) throw new HttpError(404, 'court_unknown');
  return court;
}

export function addCourt(db: Db, change: Change, body: CourtInput) {
  return changeCourts(db, change, async (tx, live) => {
    const input = tidyCourtInput(body);
    const problem = newCourtProblem(live, await retiredCourtNames(tx, change.turfId), input);
    if (problem) throw HttpError.refusal(400, problem, 'court_change_refused');
    await addCourts(tx, change.turfId, [input]);
    return { message: COURT_CHANGE_MESSAGES.added(input.name), changed: true };
  });
}

export function renameCourt(db: Db, change: Change, courtId: string, body: CourtChange) {
  return changeCourts(db, change, async (tx, live) => {
    const court = courtOf(live, courtId);
    const next = {
      name: body.name?.trim(),
      sports: body.sports && tidyCourtInput({ name: court.name, sports: body.sports }).sports,
      format: body.format,
    };
    const problem = courtChangeProblem(live, courtId, next);
    if (problem) throw HttpError.refusal(400, problem, 'court_change_refused');
    const name = next.name ?? court.name;
    const sports = next.sports ?? court.sports;
    const format = next.format === undefined ? (court.format ?? null) : next.format;
    const same =
      name === court.name &&
      format === (court.format ?? null) &&
      sports.length === court.sports.length &&
      sports.every((sport) => court.sports.includes(sport as Court['sports'][number]));
    if (!same) await changeCourt(tx, courtId, next);
    return { message: COURT_CHANGE_MESSAGES.changed(name), changed: !same };
  });
}

export function retireCourtOfListing(context: CourtChangeContext, change: Change, courtId: string) {
  return changeCourts(context.db, change, async (tx, live) => {
    const court = courtOf(live, courtId);
    const problem = retireProblem(live, courtId);
    if (problem) throw HttpError.refusal(409, problem, 'court_change_refused');
    await lockCourtAgainstClaims(tx, courtId);
    const now = context.now();
    // The court and any court in use that stands on it (none while retireProblem holds; kept
    // so the count stays right if that rule ever loosens).
    const standing = [
      courtId,
      ...live.filter(({ parts }) => parts.includes(courtId)).map(({ id }) => id),
    ];
    const claims = await claimsToCome(tx, standing, { now, ...zonedNow(now, context.timeZone) });
    const refusal = stillToComeProblem(court.name, claims);
    if (refusal) throw HttpError.refusal(409, refusal, 'court_change_refused');
    await retireCourt(tx, courtId, now);
    return { message: COURT_CHANGE_MESSAGES.retired(court.name), changed: true };
  });
}

/**
 * A court as the log shows it: its name, sports, the courts it is made of, by name, and its
 * format where one is stated.
 */
function courtRecord(court: Court, all: readonly Court[]) {
  const parts = court.parts.map((id) => all.find((other) => other.id === id)?.name ?? id);
  return {
    name: court.name,
    sports: court.sports.join(', '),
    ...(parts.length ? { madeOf: parts.join(', ') } : {}),
    ...(court.format ? { format: `${court.format}-a-side` } : {}),
  };
}

/** The one court a change added, changed or retired, read off the courts before and after. */
function courtsEntry(before: readonly Court[], after: readonly Court[]) {
  const added = after.find(({ id }) => !before.some((court) => court.id === id));
  if (added)
    return {
      action: 'courts.add' as const,
      target: added.name,
      before: null,
      after: courtRecord(added, after),
    };
  const retired = before.find(({ id }) => !after.some((court) => court.id === id));
  if (retired)
    return {
      action: 'courts.retire' as const,
      target: retired.name,
      before: courtRecord(retired, before),
      after: null,
    };
  const [was, now] = before
    .map((court) => [court, after.find(({ id }) => id === court.id)!] as const)
    .map(([court, next]) => [courtRecord(court, before), courtRecord(next, after)] as const)
    .find(([court, next]) => JSON.stringify(court) !== JSON.stringify(next)) ?? [null, null];
  const fields = (['name', 'sports', 'madeOf', 'format'] as const).filter(
    (key) => was?.[key] !== now?.[key],
  );
  return {
    action: 'courts.update' as const,
    target: was?.name ?? '',
    before: Object.fromEntries(fields.map((key) => [key, was?.[key] ?? ''])),
    after: Object.fromEntries(fields.map((key) => [key, now?.[key] ?? ''])),
  };
}
