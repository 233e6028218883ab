import { WEEKDAY_NAMES, type DayHours, type WeekHours } from '../../shared/opening-hours';
import { timeLabel, type TimeRange } from '../../shared/slots';

// The values an audit entry shows, as a person reads them (docs/decisions/066): times as the
// grid's labels, dates as YYYY-MM-DD, money as rupees with 2 decimals; small objects only.

/** '2026-12-05 6:00 PM – 7:00 PM' */
export function rangeText(range: TimeRange): string {
  return `${range.date} ${timeLabel(range.start)} – ${timeLabel(range.end)}`;
}

function dayText(hours: DayHours | null): string {
  return hours ? `${timeLabel(hours.open)} – ${timeLabel(hours.close)}` : 'Closed';
}

/**
 * The days whose hours differ, before and after ({ Monday: '6:00 AM – 11:00 PM' }); a week of
 * null is the one it follows, named by `following` ("The venue's hours").
 */
export function weekChange(
  before: WeekHours | null,
  after: WeekHours | null,
  following: string,
): { before: Record<string, string> | string; after: Record<string, string> | string } | null {
  if (before === null || after === null) {
    if (before === null && after === null) return null;
    return {
      before: before === null ? following : weekText(before),
      after: after === null ? following : weekText(after),
    };
  }
  const days = WEEKDAY_NAMES.map((name, index) => ({
    name,
    was: dayText(before[index] ?? null),
    now: dayText(after[index] ?? null),
  })).filter(({ was, now }) => was !== now);
  if (days.length === 0) return null;
  return {
    before: Object.fromEntries(days.map(({ name, was }) => [name, was])),
    after: Object.fromEntries(days.map(({ name, now }) => [name, now])),
  };
}

function weekText(week: WeekHours): Record<string, string> {
  return Object.fromEntries(
    WEEKDAY_NAMES.map((name, index) => [name, dayText(week[index] ?? null)]),
  );
}
