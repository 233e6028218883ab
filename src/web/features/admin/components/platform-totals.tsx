import type { AdminPayoutsAnswer } from '../../../../shared/api/payout-contract';
import { formatRupeeAmount } from '../../../utils/money';

type Totals = AdminPayoutsAnswer['totals'];

const TOTALS: readonly (readonly [keyof Totals, string])[] = [
  ['collected', 'Collected'],
  ['returned', 'Returned'],
  ['fee', 'TurfBook fees'],
  ['feeGst', 'GST on fees'],
  ['tcs', 'TCS'],
  ['tds', 'TDS'],
  ['paidOut', 'Paid out'],
];

/** A day's money across every venue (docs/decisions/054), as the payout ledger summed it. */
export function PlatformTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {TOTALS.map(([key, label]) => (
        <div key={key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {formatRupeeAmount(totals[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
