import type { WeekHours } from '../../../shared/opening-hours';
import { SUBSCRIPTION_DAYS_AHEAD, isClosedDay } from '../../../shared/subscription';
import { addDays, type LocalDate } from '../../../shared/time';

// Which day the subscription planner shows. The calendar never offers a day the turf is closed,
// but a day kept in the draft (or today) may be one, for example after the owner changed the hours.

/**
 * The day picked (today when none, or when it has gone by); when the turf is closed that day, its
 * next open day within the calendar's reach; when it is never open, the day picked all the same.
 */
export function plannerDay(
  picked: LocalDate | null,
  today: LocalDate,
  week: WeekHours | null | undefined,
): LocalDate {
  const wanted = picked && picked >= today ? picked : today;
  const lastDay = addDays(today, SUBSCRIPTION_DAYS_AHEAD);
  // A week ahead is enough: the hours repeat weekly.
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(wanted, offset);
    if (day > lastDay) break;
    if (!isClosedDay(day, week)) return day;
  }
  return wanted;
}
