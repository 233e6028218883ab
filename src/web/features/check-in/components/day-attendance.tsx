import { Spinner } from '../../../components/spinner';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { useAttendanceDay } from '../api/check-in';
import { AttendanceRow } from './attendance-row';

// One day of one turf (or all the owner's), each booking with its mark (docs/decisions/043).

export function DayAttendance({
  date,
  turfId,
  onDate,
  onTurf,
}: {
  date: string;
  turfId: string;
  onDate: (date: string) => void;
  onTurf: (turfId: string) => void;
}) {
  const { t } = useTranslation('check-in');
  const errorText = useErrorText();
  const day = useAttendanceDay(date, turfId);
  const answer = day.data;
  return (
    <section
      aria-labelledby="day-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="day-heading" className="text-lg font-bold text-slate-900">
          {t('day.title')}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="flex flex-col text-sm font-medium text-slate-700">
            {t('day.day')}
            <input
              type="date"
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              value={answer?.date ?? date}
              onChange={(event) => onDate(event.target.value)}
            />
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-700">
            {t('day.turf')}
            <select
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              value={turfId}
              onChange={(event) => onTurf(event.target.value)}
            >
              <option value="">{t('day.allTurfs')}</option>
              {(answer?.turfs ?? []).map((turf) => (
                <option key={turf._id} value={turf._id}>
                  {turf.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {day.isPending ? (
        <div className="py-6">
          <Spinner label={t('day.loading')} />
        </div>
      ) : day.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {errorText(day.error, t('day.failed'))}
        </p>
      ) : answer && answer.bookings.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('day.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={t('day.list')}>
          {answer?.bookings.map((entry) => (
            <AttendanceRow key={entry._id} entry={entry} showTurf={!turfId} />
          ))}
        </ul>
      )}
    </section>
  );
}
