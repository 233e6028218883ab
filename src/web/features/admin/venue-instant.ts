import { formatDate } from '../../../shared/display-format';
import { timeLabel } from '../../../shared/slots';
import { zonedNow, type LocalDate } from '../../../shared/time';

// The admin's lists show instants (submitted, unlisted, edited) as the venue's clock reads them.

/**
 * '2030-05-03T05:00:00Z' → 'Fri, 3 May 2030' in the venue's zone; `date` writes it in the reader's
 * language (useDates().date).
 */
export function venueDateOf(
  iso: string,
  timeZone: string,
  date: (day: LocalDate) => string = formatDate,
): string {
  return date(zonedNow(new Date(iso), timeZone).date);
}

/** '2030-05-03T05:00:00Z' → 'Fri, 3 May 2030, 10:30 AM' in the venue's zone. */
export function venueDateTimeOf(
  iso: string,
  timeZone: string,
  date: (day: LocalDate) => string = formatDate,
): string {
  const moment = zonedNow(new Date(iso), timeZone);
  return `${date(moment.date)}, ${timeLabel(moment.minutes)}`;
}
