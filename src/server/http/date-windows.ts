import { dateWindowProblem, type DateWindowKind } from '../../shared/date-windows';
import { zonedNow } from '../../shared/time';
import { HttpError } from './errors';

/**
 * A 400 naming the window when any of `dates` (those given) is outside the `kind` window of the
 * venue's today (shared/date-windows): every route that takes a date passes through here or
 * through the shared rule that uses the same window, before the date reaches the database.
 */
export function requireDatesWithin(
  kind: DateWindowKind,
  dates: readonly (string | null | undefined)[],
  clock: { now: Date; timeZone: string },
): void {
  const given = dates.filter((date): date is string => typeof date === 'string');
  const problem = dateWindowProblem(kind, given, zonedNow(clock.now, clock.timeZone).date);
  if (problem) throw HttpError.refusal(400, problem, 'date_window');
}
