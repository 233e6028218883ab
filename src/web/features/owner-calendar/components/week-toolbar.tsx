import { useId } from 'react';
import { dateWindow, isWithinWindow } from '../../../../shared/date-windows';
import { addDays } from '../../../../shared/time';
import { ACTION_QUIET, ACTION_SECONDARY } from '../../../components/action-styles';
import { shortDate } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';

interface WeekToolbarProps {
  days: readonly string[];
  today: string;
  onShowWeekFrom: (date: string) => void;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
  /** Null where the person may not change the opening hours. */
  onEditHours: (() => void) | null;
  /** False for the front desk: only the coming week (docs/decisions/066). */
  anyDay: boolean;
}

const SMALL = 'px-3 py-2 text-sm';

/** The week on screen, the way to others (a week back or on, any date, today), and the hours. */
export function WeekToolbar(props: WeekToolbarProps) {
  const { days, today, onShowWeekFrom, onPreviousWeek, onNextWeek, onEditHours, anyDay } = props;
  const words = useCalendarWords();
  const { t } = words;
  const dateId = useId();
  const first = days[0]!;
  const last = days.at(-1)!;
  // The weeks the server opens (shared/date-windows): no way out of them is offered. The front
  // desk sees only the week from today (withinDeskWindow), so no other week is offered at all.
  const window = dateWindow('calendar', today);
  const hasPrevious = isWithinWindow(addDays(first, -7), window);
  const hasNext = isWithinWindow(addDays(first, 7), window);
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-end gap-2">
        {anyDay ? (
          <>
            <button
              type="button"
              onClick={onPreviousWeek}
              disabled={!hasPrevious}
              aria-label={t('week.previousLabel')}
              className={`${ACTION_QUIET} ${SMALL}`}
            >
              <span aria-hidden="true">←</span>
              <span className="hidden sm:inline">{t('week.previous')}</span>
            </button>
            <div>
              <label htmlFor={dateId} className="block text-xs font-semibold text-slate-700">
                {t('week.from')}
              </label>
              <input
                id={dateId}
                type="date"
                value={first}
                min={window.first}
                max={window.last}
                onChange={(event) => {
                  if (isWithinWindow(event.target.value, window))
                    onShowWeekFrom(event.target.value);
                }}
                className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-emerald-600"
              />
            </div>
            <button
              type="button"
              onClick={onNextWeek}
              disabled={!hasNext}
              aria-label={t('week.nextLabel')}
              className={`${ACTION_QUIET} ${SMALL}`}
            >
              <span className="hidden sm:inline">{t('week.next')}</span>
              <span aria-hidden="true">→</span>
            </button>
          </>
        ) : null}
        {first !== today ? (
          <button
            type="button"
            onClick={() => onShowWeekFrom(today)}
            className={`${ACTION_QUIET} ${SMALL}`}
          >
            {t('week.today')}
          </button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('week.showing', { first: shortDate(words, first), last: shortDate(words, last) })}
      </p>
      {onEditHours ? (
        <button type="button" onClick={onEditHours} className={`${ACTION_SECONDARY} ${SMALL}`}>
          {t('hours.title')}
        </button>
      ) : null}
    </div>
  );
}
