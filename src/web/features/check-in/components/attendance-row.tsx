import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttendanceEntry } from '../../../../shared/api/check-in-contract';
import { ARRIVE_EARLY_MINUTES } from '../../../../shared/attendance';
import { AttendanceMarks } from './attendance-marks';

// One booking as the owner checks it in: when, where, who, its mark and the marks open now, and
// under it the players of its game or split, each marked on their own (docs/decisions/043).

/** Where: the court, after the turf when several turfs are listed (a one-court turf's court bears its name). */
function placeText(t: TFunction, entry: AttendanceEntry, showTurf: boolean): string {
  if (!showTurf || entry.courtName === entry.turfName) return entry.courtName;
  return t('row.place', { turf: entry.turfName, court: entry.courtName });
}

export function AttendanceRow({ entry, showTurf }: { entry: AttendanceEntry; showTurf: boolean }) {
  const { t } = useTranslation('check-in');
  const cancelled = entry.status !== 'confirmed';
  return (
    <li className="py-4" data-testid="attendance-row" data-reference={entry.reference}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {entry.startTime} – {entry.endTime}
            <span className="font-normal text-slate-600">
              {' · '}
              {placeText(t, entry, showTurf)}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {entry.customer.fullname}
            {entry.customer.mobilenumber ? ` · ${entry.customer.mobilenumber}` : ''}
          </p>
          <p className="text-xs text-slate-500">
            <span className="font-mono">{entry.reference}</span> · {t(`source.${entry.source}`)}
            {cancelled ? ` · ${t('row.cancelled')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AttendanceMarks
            entry={entry}
            attendance={entry.attendance}
            who={entry.customer.fullname}
          />
          {!cancelled && entry.marksOpen.length === 0 && !entry.attendance ? (
            <span className="text-xs text-slate-500">
              {t('row.notYet', { minutes: ARRIVE_EARLY_MINUTES })}
            </span>
          ) : null}
        </div>
      </div>
      {entry.players.length > 0 ? (
        <ul
          className="mt-3 divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 ring-1 ring-slate-200"
          aria-label={t('row.players', { name: entry.customer.fullname })}
        >
          {entry.players.map((player) => (
            <li
              key={player._id}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
              data-testid="team-player"
            >
              <p className="text-sm text-slate-800">
                {player.fullname}
                <span className="text-xs text-slate-500"> · {t(`role.${player.role}`)}</span>
              </p>
              <AttendanceMarks
                entry={entry}
                attendance={player.attendance}
                playerId={player._id}
                who={player.fullname}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
