import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import type { WeekHours } from '../../../../shared/opening-hours';
import { timeLabel, type LocalMoment, type TimeRange } from '../../../../shared/slots';
import { useDates } from '../../../i18n/use-language';
import { isClosedEnd, isClosedStart } from '../../../../shared/subscription';
import type { LocalDate } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { OpeningHoursNote } from './opening-hours-note';
import { TimeSelect } from './time-select';

// The calendar library (and its styles) load with this screen only, not with every page.
const SubscriptionCalendar = lazy(() =>
  import('./subscription-calendar').then((module) => ({ default: module.SubscriptionCalendar })),
);

function CalendarPlaceholder() {
  const { t } = useTranslation('subscription');
  return (
    <div className="flex h-[21rem] items-center justify-center rounded-2xl bg-emerald-50 ring-1 ring-emerald-100">
      <Spinner label={t('picker.loadingCalendar')} className="size-6 text-emerald-600" />
    </div>
  );
}

interface SlotPickerProps {
  date: LocalDate;
  start: number | null;
  end: number | null;
  now: LocalMoment;
  /** The turf's booked ranges on `date`; null while they are being fetched. */
  taken: readonly TimeRange[] | null;
  /** The turf's week of opening hours; null: the default. */
  openingHours: WeekHours | null;
  problem: string | null;
  /** What the last Add did, e.g. 'Added Mon, Jan 1, 2030, 6:00 PM – 7:00 PM.' */
  notice: string | null;
  onDate: (date: LocalDate) => void;
  onStart: (minutes: number | null) => void;
  onEnd: (minutes: number | null) => void;
  onAdd: () => void;
}

function BookedNote({ date, taken }: { date: LocalDate; taken: readonly TimeRange[] | null }) {
  const { t } = useTranslation('subscription');
  const dates = useDates();
  if (taken === null) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner label={t('picker.checking')} className="size-4 text-emerald-600" />
        {t('picker.checkingText')}
      </p>
    );
  }
  if (taken.length === 0) {
    return <p className="text-sm text-emerald-700">{t('picker.noBookings')}</p>;
  }
  return (
    <div className="text-sm text-slate-600">
      <p className="font-medium text-slate-700">
        {t('picker.alreadyBooked', { date: dates.date(date) })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {taken.map((range) => (
          <li
            key={`${range.start}-${range.end}`}
            className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {timeLabel(range.start)} – {timeLabel(range.end)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Pick a day on the calendar and a start and end time, then add the slot to the list. */
export function SlotPicker(props: SlotPickerProps) {
  const { date, start, end, now, taken, openingHours, problem, notice } = props;
  const { t } = useTranslation('subscription');
  const dates = useDates();
  return (
    <section
      aria-labelledby="pick-slot-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="pick-slot-heading" className="text-lg font-bold text-slate-900">
        {t('picker.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('picker.intro')}</p>

      <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-start">
        <div
          role="group"
          aria-label={t('picker.date')}
          className="w-full shrink-0 md:w-[21rem]"
          data-testid="subscription-calendar"
        >
          <Suspense fallback={<CalendarPlaceholder />}>
            <SubscriptionCalendar
              date={date}
              today={now.date}
              openingHours={openingHours}
              onChange={props.onDate}
            />
          </Suspense>
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-100">
            <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
              {t('picker.selectedDate')}
            </p>
            <p className="text-lg font-bold text-emerald-950" data-testid="selected-date">
              {dates.date(date)}
            </p>
            <OpeningHoursNote date={date} openingHours={openingHours} />
          </div>

          <div className="flex flex-col gap-4 sm:flex-row">
            <TimeSelect
              label={t('picker.startTime')}
              placeholder={t('picker.selectStart')}
              date={date}
              now={now}
              value={start}
              isClosed={(minutes) => isClosedStart(date, minutes, openingHours)}
              onChange={props.onStart}
            />
            <TimeSelect
              label={t('picker.endTime')}
              placeholder={t('picker.selectEnd')}
              date={date}
              now={now}
              value={end}
              isClosed={(minutes) => isClosedEnd(date, minutes, openingHours)}
              onChange={props.onEnd}
            />
          </div>

          <BookedNote date={date} taken={taken} />

          {problem ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
            >
              {problem}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              onClick={props.onAdd}
              disabled={taken === null}
              className="w-full rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-wait disabled:bg-emerald-600/60"
            >
              {t('picker.add')}
            </button>
            <p role="status" className="mt-2 text-sm font-medium text-emerald-700">
              {notice}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
