import type { BookingHistoryEntry } from '../../../../shared/api/booking-detail-contract';
import { historyLines, type HistoryLine } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

const DOTS: Record<HistoryLine['kind'], string> = {
  paid: 'bg-emerald-700',
  rescheduled: 'bg-sky-600',
  cancelled: 'bg-red-600',
  refunded: 'bg-amber-500',
};

/** What happened to the booking, oldest first, with times in the venue's zone. */
export function BookingHistoryList({
  history,
  zone,
}: {
  history: readonly BookingHistoryEntry[];
  zone: string;
}) {
  const words = useBookingWords();
  const { t } = words;
  const lines = historyLines(words, history, zone);
  return (
    <section
      aria-labelledby="booking-history-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="booking-history-heading" className="text-lg font-bold text-slate-900">
        {t('history.heading')}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <ol className="mt-4 space-y-4" data-testid="booking-history">
          {lines.map((line) => (
            <li key={line.key} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOTS[line.kind]}`}
              />
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{line.text}</p>
                <p className="text-sm text-slate-600">{line.when}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
