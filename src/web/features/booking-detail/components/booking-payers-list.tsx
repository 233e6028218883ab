import type { BookingPayer } from '../../../../shared/api/booking-detail-contract';
import { payerLines } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

/**
 * Who paid for a shared or game booking and what went back to each (docs/decisions/052), the
 * booker first: names only, as the split's and the game's pages show them.
 */
export function BookingPayersList({ payers }: { payers: readonly BookingPayer[] }) {
  const { t } = useBookingWords();
  return (
    <section
      aria-labelledby="booking-payers-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="booking-payers-heading" className="text-lg font-bold text-slate-900">
        {t('payers.heading')}
      </h2>
      <ul className="mt-4 space-y-3" data-testid="booking-payers">
        {payerLines(t, payers).map((line) => (
          <li key={line.key} className="flex justify-between gap-4">
            <span className="min-w-0 font-medium break-words text-slate-900">{line.name}</span>
            <span className="text-right text-sm text-slate-700">
              {line.paid}
              {line.returned ? (
                <>
                  <br />
                  <span className="text-slate-600">{line.returned}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
