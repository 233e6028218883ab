import type { AttendanceEntry } from '../../../../shared/api/check-in-contract';
import { useTranslation } from 'react-i18next';
import type { AttendanceMark } from '../../../../shared/attendance';
import { ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { useErrorText } from '../../../i18n/error-text';
import { notify } from '../../../lib/toasts';
import { useMarkAttendance } from '../api/check-in';

// One person's mark and the buttons to set it: the booker's, or one of the booking's game or
// split players' (playerId). The buttons are the server's marksOpen; the server checks again.

const MARK_STYLE: Record<AttendanceMark, string> = {
  arrived: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  no_show: 'bg-red-50 text-red-800 ring-red-200',
};

export function AttendanceMarks({
  entry,
  attendance,
  playerId,
  who,
}: {
  entry: AttendanceEntry;
  attendance: AttendanceMark | null;
  /** Absent: the booker. */
  playerId?: string;
  /** The person's name, so each button says whom it marks to a screen reader. */
  who: string;
}) {
  const { t } = useTranslation('check-in');
  const errorText = useErrorText();
  const mark = useMarkAttendance();
  const setMark = (next: AttendanceMark) =>
    mark.mutate(
      { bookingId: entry._id, mark: next, ...(playerId ? { playerId } : {}) },
      {
        onSuccess: () =>
          notify((toast) => toast.success(t('toasts.marked', { mark: t(`marks.${next}`), who }))),
        onError: (error) =>
          notify((toast) => toast.error(errorText(error, t('toasts.markFailed')))),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {attendance ? (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${MARK_STYLE[attendance]}`}
          data-testid="attendance-mark"
        >
          {t(`marks.${attendance}`)}
        </span>
      ) : null}
      {entry.marksOpen
        .filter((open) => open !== attendance)
        .map((open) => (
          <button
            key={open}
            type="button"
            className={open === 'arrived' ? ACTION_PRIMARY : ACTION_QUIET}
            disabled={mark.isPending}
            aria-label={t('markFor', { mark: t(`marks.${open}`), who })}
            onClick={() => setMark(open)}
          >
            {t(`marks.${open}`)}
          </button>
        ))}
    </div>
  );
}
