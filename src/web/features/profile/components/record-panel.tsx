import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerRecordAnswer } from '../../../../shared/api/check-in-contract';
import { NEW_PLAYER_BELOW, reliability } from '../../../../shared/player-record';
import { useDates } from '../../../i18n/use-language';
import { usePlayerRecord } from '../api/player-record';

// A player's record on their profile (docs/decisions/043): the figure open games show, the
// counts behind it, and what counts against it.

const COUNTED_AGAINST_KEYS = {
  late_cancellation: 'record.lateCancellation',
  no_show: 'record.noShow',
} as const;

type CountedAgainst = PlayerRecordAnswer['countedAgainst'][number];

/** Where the player can see what counted: their booking, or the game they joined (a teammate has none). */
function pageOf(booking: CountedAgainst): string | null {
  if (booking.role === 'booker') return `/displaybookings/${booking.bookingId}`;
  return booking.gameId ? `/games/${booking.gameId}` : null;
}

export function RecordPanel() {
  const { t } = useTranslation('profile');
  const dates = useDates();
  const record = usePlayerRecord();
  if (record.isError)
    return <p className="mt-6 text-sm text-slate-600">{t('record.loadFailed')}</p>;
  if (!record.data) return null;
  const { played, lateCancellations, noShows, unpaidShares } = record.data.record;
  const counts = [
    [t('record.played'), played],
    [t('record.lateCancellations'), lateCancellations],
    [t('record.noShows'), noShows],
    [t('record.unpaidShares'), unpaidShares],
  ] as const;
  const figure = reliability(record.data.record);
  return (
    <div className="mt-6" data-testid="record-panel">
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-bold text-slate-900">{t('record.heading')}</h2>
        <p className="text-xl font-extrabold text-emerald-700" data-testid="reliability">
          {figure.kind === 'new'
            ? t('record.newPlayer')
            : t('record.reliable', { percent: figure.percent })}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {record.data.countedAgainst.length > 0 ? (
        <ul
          className="mt-3 divide-y divide-slate-100 text-sm"
          aria-label={t('record.countingAgainst')}
        >
          {record.data.countedAgainst.map((booking) => (
            <li key={booking.bookingId} className="flex items-baseline justify-between gap-3 py-2">
              <span>
                {pageOf(booking) ? (
                  <Link
                    to={pageOf(booking)!}
                    className="font-semibold text-emerald-800 hover:underline"
                  >
                    {booking.turfName}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-900">{booking.turfName}</span>
                )}
                <span className="block text-xs text-slate-600">
                  {t('record.when', {
                    date: dates.date(booking.date),
                    start: booking.startTime,
                    end: booking.endTime,
                  })}{' '}
                  · <span className="font-mono">{booking.reference}</span>
                </span>
              </span>
              <span className="shrink-0 font-semibold text-red-700">
                {t(COUNTED_AGAINST_KEYS[booking.kind])}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        {t('record.explained', { count: NEW_PLAYER_BELOW })}
      </p>
    </div>
  );
}
