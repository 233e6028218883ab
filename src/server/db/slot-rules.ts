// "This booking row takes its slot", written once in SQL for the statements that read it: the
// grid's pages (bookings/queries.ts) and the slot search of the turf list (turfs/list-query.ts).
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
