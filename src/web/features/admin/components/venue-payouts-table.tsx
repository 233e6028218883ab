import { useTranslation } from 'react-i18next';
import { formatRupeeAmount } from '../../../utils/money';
import { hasFailed, venuesFailedFirst, type VenuePayout } from '../venue-payouts';

/**
 * Every venue's payouts (docs/decisions/054): the failed ones first, their amount and the bank's
 * reason in red, since those are the admin's to act on; then what is on hold and what is owed.
 */
export function VenuePayoutsTable({ venues }: { venues: readonly VenuePayout[] }) {
  const { t } = useTranslation('admin');
  if (venues.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('payouts.venuesNone')}
      </p>
    );
  }
  return (
    <div
      // Wider than a phone: it scrolls sideways, so a keyboard must reach it.
      tabIndex={0}
      role="region"
      aria-label={t('payouts.venuesRegion')}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
              {t('payouts.venue')}
            </th>
            {[t('payouts.failed'), t('payouts.onHold'), t('payouts.balance')].map((heading) => (
              <th
                key={heading}
                scope="col"
                className="px-2 py-2 sm:px-3 text-right font-medium whitespace-nowrap"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {venuesFailedFirst(venues).map((venue) => {
            const failed = hasFailed(venue);
            return (
              <tr key={venue.turfId} className={failed ? 'bg-red-50' : undefined}>
                <th
                  scope="row"
                  className="min-w-32 px-2 py-2 sm:px-3 text-left font-semibold text-slate-900"
                >
                  {venue.name}
                </th>
                <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap tabular-nums">
                  {failed ? (
                    <>
                      <span className="font-bold text-red-700">
                        {formatRupeeAmount(venue.failed)}
                      </span>
                      {venue.reason ? (
                        <span className="block max-w-56 text-xs whitespace-normal text-red-700">
                          {venue.reason}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-slate-600">{formatRupeeAmount(venue.failed)}</span>
                  )}
                </td>
                <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap tabular-nums">
                  {formatRupeeAmount(venue.onHold)}
                </td>
                <td className="px-2 py-2 sm:px-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatRupeeAmount(venue.balance)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
