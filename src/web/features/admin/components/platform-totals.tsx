import { useTranslation } from 'react-i18next';
import type { AdminPayoutsAnswer } from '../../../../shared/api/payout-contract';
import { formatRupeeAmount } from '../../../utils/money';

type Totals = AdminPayoutsAnswer['totals'];

// In this order; their words are the admin namespace's payouts.totals.<key>.
const TOTALS: readonly (keyof Totals)[] = [
  'collected',
  'returned',
  'fee',
  'feeGst',
  'tcs',
  'tds',
  'paidOut',
];

/** A day's money across every venue (docs/decisions/054), as the payout ledger summed it. */
export function PlatformTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {TOTALS.map((key) => (
        <div key={key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{t(`payouts.totals.${key}`)}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {formatRupeeAmount(totals[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
