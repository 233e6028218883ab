import { and, desc, eq, gte, lt } from 'drizzle-orm';
import {
  AUDIT_DEFAULT_DAYS,
  AUDIT_MESSAGES,
  AUDIT_PAGE_LIMIT,
  auditRangeProblem,
  type AuditAnswer,
  type AuditQuery,
} from '../../shared/api/audit-contract';
import { addDays, startOfLocalDate, zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { auditEntries } from '../db/schema-venue-team';
import { HttpError } from '../http/errors';

// Reading a listing's audit log (docs/decisions/066): a range of venue-local dates, both ends
// counted, optionally one person's entries, newest first, at most AUDIT_PAGE_LIMIT of them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readAuditLog(
  db: DbOrTx,
  turfId: string,
  query: AuditQuery,
  clock: { now: Date; timeZone: string },
): Promise<AuditAnswer> {
  const today = zonedNow(clock.now, clock.timeZone).date;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(AUDIT_DEFAULT_DAYS - 1));
  const problem = auditRangeProblem(from, to);
  if (problem) throw HttpError.refusal(400, problem, 'audit_range_invalid');
  if (query.actor !== undefined && !UUID.test(query.actor))
    throw HttpError.refusal(400, AUDIT_MESSAGES.actorInvalid, 'audit_range_invalid');
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.turfId, turfId),
        gte(auditEntries.at, startOfLocalDate(from, clock.timeZone)),
        lt(auditEntries.at, startOfLocalDate(addDays(to, 1), clock.timeZone)),
        query.actor === undefined ? undefined : eq(auditEntries.actorId, query.actor),
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(AUDIT_PAGE_LIMIT + 1);
  return {
    success: true,
    from,
    to,
    truncated: rows.length > AUDIT_PAGE_LIMIT,
    entries: rows.slice(0, AUDIT_PAGE_LIMIT).map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { _id: row.actorId, fullname: row.actorName, role: row.actorRole },
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
  };
}
