import { Spinner } from '../../../components/spinner';
import { isApiRequestError } from '../../../lib/api-client';
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
  const day = useAttendanceDay(date, turfId);
  const answer = day.data;
  return (
    <section
      aria-labelledby="day-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="day-heading" className="text-lg font-bold text-slate-900">
          Who shows up
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="flex flex-col text-sm font-medium text-slate-700">
            Day
            <input
              type="date"
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              value={answer?.date ?? date}
              onChange={(event) => onDate(event.target.value)}
            />
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-700">
            Turf
            <select
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              value={turfId}
              onChange={(event) => onTurf(event.target.value)}
            >
              <option value="">All your turfs</option>
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
          <Spinner label="Loading the day" />
        </div>
      ) : day.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {isApiRequestError(day.error) && day.error.message
            ? day.error.message
            : 'The day could not be loaded.'}
        </p>
      ) : answer && answer.bookings.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No bookings on this day.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Bookings of the day">
          {answer?.bookings.map((entry) => (
            <AttendanceRow key={entry._id} entry={entry} showTurf={!turfId} />
          ))}
        </ul>
      )}
    </section>
  );
}
