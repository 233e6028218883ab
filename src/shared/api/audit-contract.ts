import { z } from 'zod';
import { isLocalDate, type LocalDate } from '../time';

// A listing's audit log (docs/decisions/066): GET /api/v1/owner/turfs/:turfId/audit, for the
// owner, the listing's managers and the admin (the `audit` capability).

/** The newest this many entries of the range are answered; a narrower range reads further back. */
export const AUDIT_PAGE_LIMIT = 500;
/** The longest range asked for at once, in days (both ends counted). */
export const AUDIT_MAX_DAYS = 92;
/** The range when none is given: the last 30 days up to today. */
export const AUDIT_DEFAULT_DAYS = 30;

export const AUDIT_MESSAGES = {
  dateInvalid: 'Please give the dates as YYYY-MM-DD, such as 2026-12-03.',
  rangeOrder: 'The start date (from) must not be after the end date (to).',
  rangeTooLong: `Please ask for at most ${AUDIT_MAX_DAYS} days at a time.`,
  actorInvalid: 'The person (actor) must be a user id.',
} as const;

export const auditQuerySchema = z.object({
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  actor: z.string().max(80).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditActorRoleSchema = z.enum([
  'owner',
  'manager',
  'front_desk',
  'accountant',
  'admin',
]);

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO instant. */
  at: z.string(),
  actor: z.object({ _id: z.string(), fullname: z.string(), role: auditActorRoleSchema }),
  action: z.string(),
  /** What it was done to, as a person reads it: a booking's reference, a court's name, a code. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryJson = z.infer<typeof auditEntrySchema>;

export const auditAnswerSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** True when the range held more than AUDIT_PAGE_LIMIT entries: only the newest are here. */
  truncated: z.boolean(),
  entries: z.array(auditEntrySchema),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (dates as YYYY-MM-DD). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The first thing wrong with a range asked for, or null. */
export function auditRangeProblem(from: string, to: string): string | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return AUDIT_MESSAGES.dateInvalid;
  if (from > to) return AUDIT_MESSAGES.rangeOrder;
  if (daysInRange(from, to) > AUDIT_MAX_DAYS) return AUDIT_MESSAGES.rangeTooLong;
  return null;
}
