import { formatRupeeAmount } from '../../../utils/money';
import type { Payout } from '../../../../shared/api/payout-contract';
import { formatVenueInstant } from '../../../../shared/display-format';

const STATUS_LABELS: Record<Payout['status'], string> = {
  on_hold: 'On hold',
  released: 'Released',
  paid: 'Paid',
  reversed: 'Reversed',
  failed: 'Failed',
};

/** Beside a payout's status: until when it is held, the transfer that paid it, or why it failed. */
function statusDetail(payout: Payout, timeZone: string): string | null {
  if (payout.status === 'on_hold') return `until ${formatVenueInstant(payout.releaseAt, timeZone)}`;
  if (payout.status === 'failed') return payout.reason;
  if (payout.transferId) return `transfer ${payout.transferId}`;
  return payout.reason;
}

/**
 * One row a booking sold online: what is paid out and where it stands first (a phone shows those
 * without scrolling), then what was paid, what went back and what was kept.
 */
export function PayoutList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  if (payouts.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        No payouts yet. Each booking paid online appears here within a minute of being paid.
      </p>
    );
  }
  return (
    <div
      // Wider than a phone: it scrolls sideways, so a keyboard must reach it.
      tabIndex={0}
      role="region"
      aria-label="Payouts by booking"
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {['Played on', 'Net', 'Status', 'Paid', 'Back', 'Fee', 'GST on fee', 'TCS', 'TDS'].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payouts.map((payout) => (
            <tr key={payout._id}>
              <td className="px-3 py-2 whitespace-nowrap">{payout.playedOn}</td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                {formatRupeeAmount(payout.net)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {STATUS_LABELS[payout.status]}
                {statusDetail(payout, timeZone) ? (
                  <span
                    className={`block text-xs ${payout.status === 'failed' ? 'text-red-600' : 'text-slate-600'}`}
                  >
                    {statusDetail(payout, timeZone)}
                  </span>
                ) : null}
              </td>
              {[
                payout.gross,
                payout.returned,
                payout.fee,
                payout.feeGst,
                payout.tcs,
                payout.tds,
              ].map((amount, index) => (
                <td key={index} className="px-3 py-2 text-right whitespace-nowrap">
                  {formatRupeeAmount(amount)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
