import { formatDate } from '../../../../shared/display-format';
import { useWaitingCounts } from '../../../queries/waitlist';

// How many players wait for each fully booked time of the turf (docs/decisions/033): counts
// only, never who.

export function WaitingPlayers({ turfId }: { turfId: string }) {
  const ranges = useWaitingCounts(turfId).data ?? [];
  if (ranges.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="mt-6 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="waiting-heading" className="text-base font-bold text-slate-900">
        Players waiting for a time to free
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="waiting-counts">
        {ranges.map((range) => (
          <li key={`${range.date}@${range.startTime}-${range.endTime}`}>
            {formatDate(range.date)}, {range.startTime} – {range.endTime}:{' '}
            <span className="font-semibold">
              {range.waiting} {range.waiting === 1 ? 'player waits' : 'players wait'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
