import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardEntry } from '../../../../shared/api/board-contract';
import { checkInPath } from '../../../../shared/attendance';
import { formatRupeeAmount } from '../../../utils/money';

// One booking, hold or block on a court's column: when, who, and what the desk must do about it
// (arrived or not, unpaid), with the way to the check-in of a booking.

const KIND_STYLE: Record<BoardEntry['kind'], string> = {
  booking: 'bg-sky-50 ring-sky-300 text-slate-900',
  hold: 'bg-amber-50 ring-amber-300 text-amber-950 border-dashed',
  block: 'bg-slate-200 ring-slate-300 text-slate-700',
};

export function BoardEntryCard({
  entry,
  top,
  height,
}: {
  entry: BoardEntry;
  top: number;
  height: number;
}) {
  const { t } = useTranslation('board');
  const who =
    entry.kind === 'block'
      ? entry.reason
        ? `${t('entry.block')}: ${entry.reason}`
        : t('entry.block')
      : entry.kind === 'hold'
        ? t('entry.hold')
        : (entry.customer?.fullname ?? '');
  const arrived = entry.attendance === 'arrived';
  return (
    <div
      className={`absolute inset-x-1 overflow-hidden rounded-lg px-2 py-1 text-xs ring-1 ${KIND_STYLE[entry.kind]} ${
        arrived ? 'ring-2 ring-emerald-500' : ''
      }`}
      style={{ top: top + 1, height: Math.max(height - 2, 20) }}
      data-testid="board-entry"
      data-kind={entry.kind}
      data-reference={entry.reference ?? undefined}
    >
      <p className="font-semibold">
        {entry.startTime}–{entry.endTime}
      </p>
      <p className="truncate">{who}</p>
      <div className="mt-0.5 flex flex-wrap gap-1">
        {entry.venue ? (
          <span className="rounded bg-white/70 px-1">{t(`entry.${entry.venue.source}`)}</span>
        ) : null}
        {arrived ? (
          <span
            className="rounded bg-emerald-600 px-1 font-semibold text-white"
            data-testid="board-arrived"
          >
            {t('entry.arrived')}
          </span>
        ) : entry.attendance === 'no_show' ? (
          <span className="rounded bg-red-100 px-1 font-semibold text-red-800">
            {t('entry.noShow')}
          </span>
        ) : null}
        {entry.unpaid !== null ? (
          <span
            className="rounded bg-amber-200 px-1 font-semibold text-amber-950"
            data-testid="board-entry-unpaid"
          >
            {t('entry.unpaid', { amount: formatRupeeAmount(entry.unpaid) })}
          </span>
        ) : null}
        {entry.kind === 'booking' && entry.reference && !arrived ? (
          <Link
            to={checkInPath(entry.reference)}
            className="rounded bg-sky-700 px-1 font-semibold text-white underline-offset-2 hover:underline"
          >
            {t('entry.checkIn')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
