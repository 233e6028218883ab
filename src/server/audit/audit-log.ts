import type { AuditAction } from '../../shared/audit-actions';
import type { VenueActorRole } from '../../shared/venue-team';
import { paiseToRupeesText } from '../../shared/pricing';
import type { UserRow } from '../auth/users';
import { venueActor } from '../auth/venue-access';
import type { DbOrTx } from '../db/database';
import { auditEntries } from '../db/schema-venue-team';

// Writing the audit log (docs/decisions/066). Call it with the transaction that makes the change,
// so the entry and the change stand or fall together. Entries are never changed: the database
// refuses an UPDATE or DELETE of one (migration 0053).

export interface AuditActor {
  id: string;
  fullname: string;
  role: VenueActorRole;
}

export interface AuditChange {
  turfId: string;
  actor: AuditActor;
  action: AuditAction;
  /** What it was done to, as a person reads it: a booking's reference, a court's name, a code. */
  target: string;
  /** The values the change replaced (null when it made something new). */
  before: unknown;
  /** The values it left (null when it removed something). */
  after: unknown;
  at: Date;
}

export async function recordAudit(tx: DbOrTx, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    turfId: change.turfId,
    at: change.at,
    actorId: change.actor.id,
    actorName: change.actor.fullname,
    actorRole: change.actor.role,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Records a change made by `person` at `turf`, reading who they are there (owner, which staff
 * role, or the admin) in the same transaction. A person with no place at the listing cannot have
 * passed the route's guard: that is a bug, and the change fails rather than go unrecorded.
 */
export async function recordAuditBy(
  tx: DbOrTx,
  person: UserRow,
  turf: { id: string; ownerId: string },
  change: Omit<AuditChange, 'turfId' | 'actor' | 'at'> & { at?: Date },
): Promise<void> {
  const actor = await venueActor(tx, person, turf);
  if (!actor) throw new Error(`audit: ${person.id} has no place at turf ${turf.id}`);
  await recordAudit(tx, { ...change, turfId: turf.id, actor, at: change.at ?? new Date() });
}

/** Money as the log shows it: rupees with 2 decimals. */
export function auditRupees(paise: number): string {
  return paiseToRupeesText(paise);
}
