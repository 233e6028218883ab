import type { AttendanceEntry } from '../../../../shared/api/check-in-contract';
import { ATTENDANCE_LABELS, type AttendanceMark } from '../../../../shared/attendance';
import { ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { notify } from '../../../lib/toasts';
import { isApiRequestError } from '../../../lib/api-client';
import { useMarkAttendance } from '../api/check-in';

// One booking as the owner checks it in: when, where, who, its mark, and the marks open now
// (the server's marksOpen, from shared/attendance; the server checks again).

const SOURCE_LABELS: Record<AttendanceEntry['source'], string> = {
  online: 'Online',
  phone: 'Phone',
  walk_in: 'Walk-in',
};

const MARK_STYLE: Record<AttendanceMark, string> = {
  arrived: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  no_show: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where: the court, after the turf when several turfs are listed (a one-court turf's court bears its name). */
function placeText(entry: AttendanceEntry, showTurf: boolean): string {
  if (!showTurf || entry.courtName === entry.turfName) return entry.courtName;
  return `${entry.turfName}, ${entry.courtName}`;
}

export function AttendanceRow({ entry, showTurf }: { entry: AttendanceEntry; showTurf: boolean }) {
  const mark = useMarkAttendance();
  const cancelled = entry.status !== 'confirmed';
  const setMark = (next: AttendanceMark) =>
    mark.mutate(
      { bookingId: entry._id, mark: next },
      {
        onSuccess: (answer) => notify((toast) => toast.success(answer.message)),
        onError: (error) =>
          notify((toast) =>
            toast.error(
              isApiRequestError(error) && error.message
                ? error.message
                : 'The mark could not be saved.',
            ),
          ),
      },
    );
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="attendance-row"
      data-reference={entry.reference}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {entry.startTime} – {entry.endTime}
          <span className="font-normal text-slate-600">
            {' · '}
            {placeText(entry, showTurf)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {entry.customer.fullname}
          {entry.customer.mobilenumber ? ` · ${entry.customer.mobilenumber}` : ''}
        </p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{entry.reference}</span> · {SOURCE_LABELS[entry.source]}
          {cancelled ? ' · Cancelled' : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {entry.attendance ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${MARK_STYLE[entry.attendance]}`}
            data-testid="attendance-mark"
          >
            {ATTENDANCE_LABELS[entry.attendance]}
          </span>
        ) : null}
        {entry.marksOpen
          .filter((open) => open !== entry.attendance)
          .map((open) => (
            <button
              key={open}
              type="button"
              className={open === 'arrived' ? ACTION_PRIMARY : ACTION_QUIET}
              disabled={mark.isPending}
              onClick={() => setMark(open)}
            >
              {ATTENDANCE_LABELS[open]}
            </button>
          ))}
        {!cancelled && entry.marksOpen.length === 0 && !entry.attendance ? (
          <span className="text-xs text-slate-500">
            Can be marked from 30 min before the start to the next day's end
          </span>
        ) : null}
      </div>
    </li>
  );
}
