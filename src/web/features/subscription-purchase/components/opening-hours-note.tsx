import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('subscription');
  if (!openingHours || isDefaultWeek(openingHours)) return null;
  const hours = hoursOn(date, openingHours);
  // Each weekday's name as 'on Mondays' wants it, by its index (WEEKDAY_NAMES' order).
  const days = (index: number) => t(`weekdays.${index}`);
  const weekday = days(weekdayOf(date));
  const closedDays = WEEKDAY_NAMES.flatMap((_, index) =>
    openingHours[index] ? [] : [days(index)],
  );
  return (
    <p className="mt-1 text-sm text-emerald-900" data-testid="opening-hours-note">
      {hours
        ? t('hours.open', { open: timeLabel(hours.open), close: timeLabel(hours.close), weekday })
        : t('hours.closed', { weekday })}
      {closedDays.length > 0 && hours
        ? ` ${t('hours.closedAlso', { days: listText(closedDays, t) })}`
        : ''}
    </p>
  );
}

/** ['Sundays'] → 'Sundays'; ['Saturdays', 'Sundays'] → 'Saturdays and Sundays'. */
function listText(days: readonly string[], t: TFunction): string {
  return days.length < 2
    ? days.join('')
    : t('hours.list', { rest: days.slice(0, -1).join(', '), last: days.at(-1)! });
}
