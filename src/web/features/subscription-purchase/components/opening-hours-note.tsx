import {
  WEEKDAY_NAMES,
  hoursOn,
  isDefaultWeek,
  weekdayOf,
  type WeekHours,
} from '../../../../shared/opening-hours';
import { timeLabel } from '../../../../shared/slots';
import type { LocalDate } from '../../../../shared/time';

/**
 * The turf's hours on the chosen day, and the weekdays it is closed, so the disabled days and
 * "(Closed)" times explain themselves. Nothing for a turf with the default hours.
 */
export function OpeningHoursNote({
  date,
  openingHours,
}: {
  date: LocalDate;
  openingHours: WeekHours | null;
}) {
  if (!openingHours || isDefaultWeek(openingHours)) return null;
  const hours = hoursOn(date, openingHours);
  const weekday = WEEKDAY_NAMES[weekdayOf(date)];
  const closedDays = WEEKDAY_NAMES.filter((_, index) => !openingHours[index]);
  return (
    <p className="mt-1 text-sm text-emerald-900" data-testid="opening-hours-note">
      {hours
        ? `Open ${timeLabel(hours.open)} – ${timeLabel(hours.close)} on ${weekday}s.`
        : `Closed on ${weekday}s.`}
      {closedDays.length > 0 && hours ? ` Closed on ${listText(closedDays)}.` : ''}
    </p>
  );
}

/** ['Sunday'] → 'Sundays'; ['Saturday', 'Sunday'] → 'Saturdays and Sundays'. */
function listText(days: readonly string[]): string {
  const plural = days.map((day) => `${day}s`);
  return plural.length < 2
    ? plural.join('')
    : `${plural.slice(0, -1).join(', ')} and ${plural.at(-1)!}`;
}
