import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRupeeAmount } from '../../../utils/money';
import type { Payout } from '../../../../shared/api/payout-contract';
import { useDates } from '../../../i18n/use-language';

const COLUMNS = ['playedOn', 'net', 'status', 'paid', 'back', 'fee', 'feeGst', 'tcs', 'tds'];

/**
 * Beside a payout's status: until when it is held, the transfer that paid it, or why it failed
 * (the bank's or the provider's words, as they came).
 */
function statusDetail(
  payout: Payout,
  t: TFunction<'payouts'>,
  venueInstant: (iso: string) => string,
): string | null {
  if (payout.status === 'on_hold')
    return t('list.until', { instant: venueInstant(payout.releaseAt) });
  if (payout.status === 'failed') return payout.reason;
  if (payout.transferId) return t('list.transfer', { id: payout.transferId });
  return payout.reason;
}

/**
 * One row a booking sold online: what is paid out and where it stands first (a phone shows those
 * without scrolling), then what was paid, what went back and what was kept.
 */
export function PayoutList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  const { t } = useTranslation('payouts');
  const dates = useDates();
  const detailOf = (payout: Payout) =>
    statusDetail(payout, t, (iso) => dates.venueInstant(iso, timeZone));
  if (payouts.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('list.none')}
      </p>
    );
  }
  return (
    <div
      // Wider than a phone: it scrolls sideways, so a keyboard must reach it.
      tabIndex={0}
      role="region"
      aria-label={t('list.region')}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {t(`list.columns.${column}`)}
              </th>
            ))}
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
                {t(`list.status.${payout.status}`)}
                {detailOf(payout) ? (
                  <span
                    className={`block text-xs ${payout.status === 'failed' ? 'text-red-600' : 'text-slate-600'}`}
                  >
                    {detailOf(payout)}
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
