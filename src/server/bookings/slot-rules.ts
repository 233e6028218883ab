// Rules about booking rows, written once in SQL for the hand-written statements that read them:
// "takes its slot" (the grid's pages in bookings/queries.ts, the list's slot search in
// turfs/list-statement.ts) and "was paid for" (the owner's table, figures and CSV).
// The exclusion constraint (migrations 0002, 0005, 0009) holds the same set of statuses; a
// pending hold stops taking its slot once its time runs out, even before it is marked expired.

/** The condition on booking row `b` (an alias), with "now" as the SQL expression `now`. */
export function takesItsSlotSql(b: string, now: string): string {
  return `(${b}.status in ('confirmed', 'blocked') or (${b}.status = 'pending' and (${b}.hold_expires_at is null or ${b}.hold_expires_at > ${now})))`;
}

/** Row `b`'s half-open range shares a minute with [start, end) (SQL expressions). */
export function overlapsSql(b: string, start: string, end: string): string {
  return `(${b}.start_minute < ${end} and ${b}.end_minute > ${start})`;
}

/**
 * Row `b` is one of the owner's paid bookings, live or cancelled by its player or its owner. A
 * hold is not paid, a block costs nothing, and a payment voided because its slot was lost is
 * cancelled by TurfBook ('system'): it never became the owner's booking.
 */
export function paidForSql(b: string): string {
  return `(${b}.status = 'confirmed' or (${b}.status = 'cancelled' and ${b}.cancelled_by in ('player', 'owner')))`;
}
